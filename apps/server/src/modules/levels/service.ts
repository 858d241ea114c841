import type { CreateLevel, UpdateLevel } from '@studiekraft/shared/schemas/catalogue';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { deleteOrDisable } from '../../lib/delete-or-disable.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { maxLimitFor, parseListQuery } from '../../plugins/list-query.ts';
import { presentLevel } from './presenter.ts';
import { deleteLevel, findLevel, insertLevel, levelListResource, listLevels, updateLevel } from './repository.ts';

const fieldErrors = { unique: { levels_key_unique: 'key' } };

/** Everyone sees enabled levels; employees also see disabled ones (to re-enable them). */
export async function listLevelsFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, rawQuery: unknown) {
  const { rows, total } = await listLevels(
    deps.db,
    `${maxLimitFor(viewer)}|${JSON.stringify(rawQuery)}`,
    () => parseListQuery(rawQuery, levelListResource, { maxLimit: maxLimitFor(viewer) }),
    !isEmployee(viewer),
    typeof rawQuery === 'object' && rawQuery !== null && Object.keys(rawQuery).length === 0,
  );
  return { rows: rows.map(presentLevel), total };
}

export async function getLevel(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, id: number) {
  const row = await findLevel(deps.db, id);
  if (!row || (!row.enabled && !isEmployee(viewer))) throw notFound();
  return presentLevel(row);
}

export async function createLevel(deps: Pick<Deps, 'db'>, input: CreateLevel) {
  return presentLevel(await withFieldErrors(fieldErrors, () => insertLevel(deps.db, input)));
}

export async function editLevel(deps: Pick<Deps, 'db'>, id: number, input: UpdateLevel) {
  const row = await withFieldErrors(fieldErrors, () => updateLevel(deps.db, id, input));
  if (!row) throw notFound();
  return presentLevel(row);
}

export function removeLevel(deps: Pick<Deps, 'db'>, id: number) {
  const { db } = deps;
  return deleteOrDisable(
    id,
    () => deleteLevel(db, id),
    async () => (await updateLevel(db, id, { enabled: false })) !== undefined,
  );
}
