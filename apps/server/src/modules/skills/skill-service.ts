import type { CreateSkill, UpdateSkill } from '@studiekraft/shared/schemas/catalogue';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { deleteOrDisable } from '../../lib/delete-or-disable.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { maxLimitFor, parseIncludes, parseListQuery } from '../../plugins/list-query.ts';
import { loadPaygrades, replacePaygrades } from './paygrade-repository.ts';
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

export async function createSkill(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, input: CreateSkill) {
  const { paygrades, ...values } = input;
  const id = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      const skillId = await insertSkill(tx, values);
      if (paygrades) await replacePaygrades(tx, skillId, paygrades);
      return skillId;
    }),
  );
  return getSkill(deps, viewer, id);
}

export async function editSkill(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, id: number, input: UpdateSkill) {
  const { paygrades, ...values } = input;
  const found = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      if (!(await updateSkill(tx, id, values))) return false;
      if (paygrades) await replacePaygrades(tx, id, paygrades);
      return true;
    }),
  );
  if (!found) throw notFound();
  return getSkill(deps, viewer, id);
}

export function removeSkill(deps: Pick<Deps, 'db'>, id: number) {
  const { db } = deps;
  return deleteOrDisable(
    id,
    () => deleteSkill(db, id),
    () => updateSkill(db, id, { enabled: false }),
  );
}
