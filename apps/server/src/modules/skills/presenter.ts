import type { Paygrade, Skill, SkillGroup } from '@studiekraft/shared/schemas/catalogue';
import type { GroupRow } from './group-repository.ts';
import type { PaygradeRow } from './paygrade-repository.ts';
import type { SkillRow } from './skill-repository.ts';

/** The catalogue is public data; which rows a viewer gets is the service's decision, not the shape. */
export const presentPaygrade = (row: PaygradeRow): Paygrade => ({
  id: row.id,
  level_id: row.level_id,
  starting_price: row.starting_price,
  type: row.type,
});

export function presentSkill(row: SkillRow, extras: { paygrades?: readonly PaygradeRow[]; withGroup?: boolean } = {}): Skill {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    slug: row.slug,
    enabled: row.enabled,
    skill_group_id: row.skill_group_id,
    ...(extras.paygrades ? { paygrades: extras.paygrades.map(presentPaygrade) } : {}),
    ...(extras.withGroup ? { skillGroup: { id: row.skill_group_id, name: row.group_name, slug: row.group_slug } } : {}),
  };
}

export function presentGroup(row: GroupRow, skills?: Skill[]): SkillGroup {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    order: row.order,
    enabled: row.enabled,
    ...(skills ? { skills } : {}),
  };
}
