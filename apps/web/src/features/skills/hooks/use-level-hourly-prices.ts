import type { Level, SkillGroup } from '@studiekraft/shared/schemas/catalogue';
import { useCatalogue } from '../api/get-catalogue.ts';
import { useLevels } from '../api/get-levels.ts';

export interface LevelHourlyPrice {
  level: Level;
  /** The lowest hourly paygrade of the level among the skills on the site, kr. excluding VAT. */
  lowest: number;
  /** Every skill of the level has that same hourly price ('190 kr. pr. time' rather than 'fra 190 kr. …'). */
  isSame: boolean;
}

/**
 * Each level's hourly price as the skills' paygrades say it (issue 36): the database's, the same the skill
 * pages show, never a constant that could disagree with them. Levels without an hourly paygrade are left out.
 */
export function levelHourlyPrices(levels: readonly Level[], groups: readonly SkillGroup[]): LevelHourlyPrice[] {
  const paygrades = groups.flatMap((group) => (group.skills ?? []).flatMap((skill) => skill.paygrades ?? []));
  return levels.flatMap((level) => {
    const prices = paygrades
      .filter((paygrade) => paygrade.level_id === level.id && paygrade.type === 'hourly')
      .map((paygrade) => paygrade.starting_price);
    if (prices.length === 0) return [];
    const lowest = Math.min(...prices);
    return [{ level, lowest, isSame: prices.every((price) => price === lowest) }];
  });
}

/** The levels (in order) with their hourly prices, from the same queries as the skill pages. */
export function useLevelHourlyPrices() {
  const levels = useLevels();
  const catalogue = useCatalogue('all');
  const isPending = levels.isPending || catalogue.isPending;
  const isError = levels.isError || catalogue.isError;
  const data = levels.data && catalogue.data ? levelHourlyPrices(levels.data, catalogue.data) : undefined;
  return { data, isPending: isPending && !isError, isError };
}
