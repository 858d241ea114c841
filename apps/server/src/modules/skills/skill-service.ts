import type { CreateSkill, UpdateSkill } from '@studiekraft/shared/schemas/catalogue';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { deleteOrDisable } from '../../lib/delete-or-disable.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { touchedFields } from '../../lib/touched-fields.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { maxLimitFor, parseIncludes, parseListQuery } from '../../plugins/list-query.ts';
import { loadPaygrades, type PaygradeRow, replacePaygrades } from './paygrade-repository.ts';
import { presentSkill } from './presenter.ts';
import {
  deleteSkill,
  findSkill,
  findSkillByName,
  insertSkill,
  listSkills,
  type SkillInclude,
  type SkillRow,
  skillListResource,
  updateSkill,
} from './skill-repository.ts';

const fieldErrors = {
  unique: { skills_slug_unique: 'slug', skills_key_unique: 'key' },
  foreignKey: { skills_skill_group_id_skill_groups_id_fk: 'skill_group_id', paygrades_level_id_levels_id_fk: 'paygrades' },
};

async function present(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, rows: SkillRow[], includes: Set<SkillInclude>) {
  const paygrades = includes.has('paygrades')
    ? await loadPaygrades(
        deps.db,
        rows.map((row) => row.id),
        !isEmployee(viewer),
      )
    : undefined;
  return rows.map((row) =>
    presentSkill(row, {
      paygrades: paygrades ? (paygrades.get(row.id) ?? []) : undefined,
      withGroup: includes.has('skillGroup'),
    }),
  );
}

/** Non-employees never see a disabled skill, nor a skill of a disabled group. */
export async function listSkillsFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, rawQuery: unknown) {
  const list = parseListQuery(rawQuery, skillListResource, { maxLimit: maxLimitFor(viewer) });
  const { rows, total } = await listSkills(deps.db, list, !isEmployee(viewer));
  return { rows: await present(deps, viewer, rows, list.includes), total };
}

/** A single skill comes with every relation unless `includes[]` narrows it: the skill page needs both. */
function singleIncludes(rawQuery: unknown) {
  const includes = parseIncludes(rawQuery, skillListResource.includes);
  return includes.size > 0 ? includes : new Set(skillListResource.includes);
}

const isVisible = (row: SkillRow) => row.enabled && row.group_enabled;

export async function getSkill(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, id: number, rawQuery: unknown = {}) {
  const includes = singleIncludes(rawQuery);
  const row = await findSkill(deps.db, id);
  if (!row || (!isVisible(row) && !isEmployee(viewer))) throw notFound();
  const [skill] = await present(deps, viewer, [row], includes);
  if (!skill) throw notFound();
  return skill;
}

export async function getSkillByName(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, name: string, rawQuery: unknown) {
  const includes = singleIncludes(rawQuery);
  const row = await findSkillByName(deps.db, name, !isEmployee(viewer));
  if (!row) throw notFound();
  const [skill] = await present(deps, viewer, [row], includes);
  if (!skill) throw notFound();
  return skill;
}

/** A price table as the audit log keeps it: level, price and type, in the levels' order. */
const auditPaygrades = (rows: readonly Pick<PaygradeRow, 'level_id' | 'starting_price' | 'type'>[]) =>
  rows.map(({ level_id, starting_price, type }) => ({ level_id, starting_price, type }));

export async function createSkill(deps: Pick<Deps, 'db'>, viewer: AccessClaims, input: CreateSkill) {
  const { paygrades, ...values } = input;
  const id = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      const skillId = await insertSkill(tx, values);
      if (paygrades) await replacePaygrades(tx, skillId, paygrades);
      await recordAudit(tx, viewer.userId, {
        action: 'skill.created',
        entity: { type: 'skill', id: skillId },
        after: { ...values, ...(paygrades ? { paygrades: auditPaygrades(paygrades) } : {}) },
      });
      return skillId;
    }),
  );
  return getSkill(deps, viewer, id);
}

/** Name, group (a move), enabled, order and the price table; the audit entry holds what the edit named. */
export async function editSkill(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: UpdateSkill) {
  const { paygrades, ...values } = input;
  const found = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      const row = await findSkill(tx, id);
      if (!row) return false;
      const before: Record<string, unknown> = touchedFields(row, values);
      if (paygrades) before.paygrades = auditPaygrades((await loadPaygrades(tx, [id], false)).get(id) ?? []);
      if (!(await updateSkill(tx, id, values))) return false;
      if (paygrades) await replacePaygrades(tx, id, paygrades);
      await recordAudit(tx, viewer.userId, {
        action: 'skill.updated',
        entity: { type: 'skill', id },
        before,
        after: { ...values, ...(paygrades ? { paygrades: auditPaygrades(paygrades) } : {}) },
      });
      return true;
    }),
  );
  if (!found) throw notFound();
  return getSkill(deps, viewer, id);
}

/**
 * Deletes a skill nobody uses, else disables it; either way one audit entry. The delete runs in a
 * savepoint, so the transaction survives the foreign-key refusal and goes on to disable.
 */
export function removeSkill(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await findSkill(tx, id);
    if (!row) throw notFound();
    const result = await deleteOrDisable(
      id,
      () => tx.transaction((savepoint) => deleteSkill(savepoint, id)),
      () => updateSkill(tx, id, { enabled: false }),
    );
    await recordAudit(tx, viewer.userId, {
      action: result.deleted ? 'skill.deleted' : 'skill.disabled',
      entity: { type: 'skill', id },
      before: { name: row.name, enabled: row.enabled },
      after: result.deleted ? null : { enabled: false },
    });
    return result;
  });
}
