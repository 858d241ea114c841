import type { Level } from '@studiekraft/shared/schemas/catalogue';
import type { LevelRow } from './repository.ts';

/** Levels hold nothing private; the shape is the same for every viewer. */
export const presentLevel = (row: LevelRow): Level => ({
  id: row.id,
  key: row.key,
  name: row.name,
  order: row.order,
  enabled: row.enabled,
});
