import type { CreateSkillGroup, Skill, UpdateSkillGroup } from '@studiekraft/shared/schemas/catalogue';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { deleteOrDisable } from '../../lib/delete-or-disable.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { touchedFields } from '../../lib/touched-fields.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { maxLimitFor, parseIncludes, parseListQuery } from '../../plugins/list-query.ts';
import {
  deleteGroup,
  findGroup,
  findGroupByName,
  type GroupInclude,
  type GroupListScope,
  type GroupRow,
  groupListResource,
  insertGroup,
  listGroups,
  updateGroup,
} from './group-repository.ts';
import { loadPaygrades } from './paygrade-repository.ts';
import { presentGroup, presentSkill } from './presenter.ts';
import { loadGroupSkills } from './skill-repository.ts';

const fieldErrors = { unique: { skill_groups_slug_unique: 'slug' } };
const allIncludes: readonly GroupInclude[] = ['skills', 'skills.paygrades'];

/**
 * Skills (and their prices) for a page of groups: one query each. Non-employees get enabled skills only,
 * whatever was asked; employees get what `skills.enabled` chose, or all.
 */
async function present(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims | null,
  rows: GroupRow[],
  includes: Set<GroupInclude>,
  scope: GroupListScope,
) {
  const withPaygrades = includes.has('skills.paygrades');
  if (!includes.has('skills') && !withPaygrades) return rows.map((row) => presentGroup(row));
  const staff = isEmployee(viewer);
  const { db } = deps;
  const enabled = staff ? scope.includedSkillsEnabled : true;
  const skillsByGroup = await loadGroupSkills(
    db,
    rows.map((row) => row.id),
    { enabled },
  );
  const skillIds = [...skillsByGroup.values()].flat().map((skill) => skill.id);
  const paygrades = withPaygrades ? await loadPaygrades(db, skillIds, !staff) : undefined;
  return rows.map((row) => {
    const skills: Skill[] = (skillsByGroup.get(row.id) ?? []).map((skill) =>
      presentSkill(skill, { paygrades: paygrades ? (paygrades.get(skill.id) ?? []) : undefined }),
    );
    return presentGroup(row, skills);
  });
}

export async function listGroupsFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, rawQuery: unknown) {
  const scope: GroupListScope = {};
  const list = parseListQuery(rawQuery, groupListResource(scope), { maxLimit: maxLimitFor(viewer) });
  const { rows, total } = await listGroups(deps.db, list, !isEmployee(viewer));
  return { rows: await present(deps, viewer, rows, list.includes, scope), total };
}

/** One group comes with its skills and prices unless `includes[]` narrows it. */
async function presentOne(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, row: GroupRow | undefined, rawQuery: unknown) {
  const asked = parseIncludes(rawQuery, allIncludes);
  if (!row || (!row.enabled && !isEmployee(viewer))) throw notFound();
  const [group] = await present(deps, viewer, [row], asked.size > 0 ? asked : new Set(allIncludes), {});
  if (!group) throw notFound();
  return group;
}

export async function getGroup(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, id: number, rawQuery: unknown = {}) {
  return presentOne(deps, viewer, await findGroup(deps.db, id), rawQuery);
}

export async function getGroupByName(deps: Pick<Deps, 'db'>, viewer: AccessClaims | null, name: string, rawQuery: unknown) {
  return presentOne(deps, viewer, await findGroupByName(deps.db, name), rawQuery);
}

export async function createGroup(deps: Pick<Deps, 'db'>, viewer: AccessClaims, input: CreateSkillGroup) {
  const row = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      const inserted = await insertGroup(tx, input);
      await recordAudit(tx, viewer.userId, {
        action: 'skill_group.created',
        entity: { type: 'skill_group', id: inserted.id },
        after: input,
      });
      return inserted;
    }),
  );
  return presentGroup(row);
}

export async function editGroup(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, input: UpdateSkillGroup) {
  const row = await withFieldErrors(fieldErrors, () =>
    deps.db.transaction(async (tx) => {
      const before = await findGroup(tx, id);
      if (!before) return undefined;
      const updated = await updateGroup(tx, id, input);
      await recordAudit(tx, viewer.userId, {
        action: 'skill_group.updated',
        entity: { type: 'skill_group', id },
        before: touchedFields(before, input),
        after: input,
      });
      return updated;
    }),
  );
  if (!row) throw notFound();
  return presentGroup(row);
}

/** Deletes an empty group, else disables it (its skills keep it), with one audit entry; see removeSkill. */
export function removeGroup(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await findGroup(tx, id);
    if (!row) throw notFound();
    const result = await deleteOrDisable(
      id,
      () => tx.transaction((savepoint) => deleteGroup(savepoint, id)),
      async () => (await updateGroup(tx, id, { enabled: false })) !== undefined,
    );
    await recordAudit(tx, viewer.userId, {
      action: result.deleted ? 'skill_group.deleted' : 'skill_group.disabled',
      entity: { type: 'skill_group', id },
      before: { name: row.name, enabled: row.enabled },
      after: result.deleted ? null : { enabled: false },
    });
    return result;
  });
}
