import type { CreateLevel, UpdateLevel } from '@studiekraft/shared/schemas/catalogue';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { deleteOrDisable } from '../../lib/delete-or-disable.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { touchedFields } from '../../lib/touched-fields.ts';
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

export async function createLevel(deps: Pick<Deps, 'db'>, viewer: AccessClaims, input: CreateLevel) {
  const row = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      const inserted = await insertLevel(tx, input);
      await recordAudit(tx, viewer.userId, { action: 'level.created', entity: { type: 'level', id: inserted.id }, after: input });
      return inserted;
    }),
  );
  return presentLevel(row);
}

export async function editLevel(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: UpdateLevel) {
  const row = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      const before = await findLevel(tx, id);
      if (!before) return undefined;
      const updated = await updateLevel(tx, id, input);
      await recordAudit(tx, viewer.userId, {
        action: 'level.updated',
        entity: { type: 'level', id },
        before: touchedFields(before, input),
        after: input,
      });
      return updated;
    }),
  );
  if (!row) throw notFound();
  return presentLevel(row);
}

/** Deletes an unused level, else disables it (students and paygrades keep it), with one audit entry. */
export function removeLevel(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await findLevel(tx, id);
    if (!row) throw notFound();
    const result = await deleteOrDisable(
      id,
      () => tx.transaction((savepoint) => deleteLevel(savepoint, id)),
      async () => (await updateLevel(tx, id, { enabled: false })) !== undefined,
    );
    await recordAudit(tx, viewer.userId, {
      action: result.deleted ? 'level.deleted' : 'level.disabled',
      entity: { type: 'level', id },
      before: { name: row.name, enabled: row.enabled },
      after: result.deleted ? null : { enabled: false },
    });
    return result;
  });
}
