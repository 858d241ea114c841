import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { SumByDatePeriodQuery } from '@studiekraft/shared/schemas/date-periods';
import type { ProjectEvent } from '@studiekraft/shared/schemas/projects';
import { eq, sql } from 'drizzle-orm';
import { projects } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { buildCsvExport, withoutPaging } from '../../lib/csv-export.ts';
import { sumByDatePeriod } from '../../lib/date-periods.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { parseIncludes, parseListQuery } from '../../plugins/list-query.ts';
import { findParties } from '../conversations/party-repository.ts';
import { projectCsvColumns } from './csv-presenter.ts';
import { presentProject } from './presenter.ts';
import {
  countProjects,
  findProjectView,
  isParty,
  listProjectEvents,
  listProjectExportRows,
  listProjects,
  type ProjectInclude,
  type ProjectViewRow,
  projectIncludes,
  projectListResource,
  projectScope,
  projectStats,
  sumProjectValue,
} from './project-query-repository.ts';

export async function listViewerProjects(deps: Pick<Deps, 'db'>, viewer: AccessClaims, rawQuery: unknown) {
  // The viewer's own projects (or staff): the spec's 999 per page, not the public cap.
  const list = parseListQuery(rawQuery, projectListResource, { maxLimit: pageSizes.maxLimit });
  const { rows, total } = await listProjects(deps.db, projectScope(viewer), list);
  const parties = await loadConversationParties(deps, rows, list.includes);
  return { rows: rows.map((row) => presentProject(row, list.includes, isEmployee(viewer), parties)), total };
}

/** The conversations' parties in one statement, only when conversation.sender or .addressee is asked for. */
async function loadConversationParties(deps: Pick<Deps, 'db'>, rows: ProjectViewRow[], includes: ReadonlySet<ProjectInclude>) {
  const sender = includes.has('conversation.sender');
  const addressee = includes.has('conversation.addressee');
  if (!sender && !addressee) return undefined;
  const userIds = rows.flatMap((row) => [
    ...(sender && row.conversation_sender_user_id !== null ? [row.conversation_sender_user_id] : []),
    ...(addressee && row.conversation_addressee_user_id !== null ? [row.conversation_addressee_user_id] : []),
  ]);
  return findParties(deps.db, userIds);
}

/** Participants and employees; anybody else 403 whether or not the id exists. */
async function loadVisibleProject(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number): Promise<ProjectViewRow> {
  const row = await findProjectView(deps.db, id);
  if (!isEmployee(viewer) && (!row || !isParty(row, viewer.userId))) throw forbidden();
  if (!row) throw notFound();
  return row;
}

export async function getProject(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, rawQuery: unknown) {
  const includes = parseIncludes(rawQuery, projectIncludes);
  const row = await loadVisibleProject(deps, viewer, id);
  return presentProject(row, includes, isEmployee(viewer), await loadConversationParties(deps, [row], includes));
}

/**
 * GET /projects.csv (staff; the route says so): the staff table's filters, sorts and search over every
 * project, paging ignored, up to the export cap.
 */
export function exportProjectsCsv(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(withoutPaging(rawQuery), projectListResource);
  return buildCsvExport(projectCsvColumns, (maxRows) => listProjectExportRows(deps.db, list, maxRows));
}

export async function countViewerProjects(deps: Pick<Deps, 'db'>, viewer: AccessClaims, rawQuery: unknown) {
  return countProjects(deps.db, projectScope(viewer), parseListQuery(rawQuery, projectListResource));
}

export async function projectValue(deps: Pick<Deps, 'db'>, viewer: AccessClaims, rawQuery: unknown) {
  return sumProjectValue(deps.db, projectScope(viewer), parseListQuery(rawQuery, projectListResource));
}

export function staffProjectStats(deps: Pick<Deps, 'db'>) {
  return projectStats(deps.db);
}

export function sumProjectsByDatePeriod(deps: Pick<Deps, 'db'>, query: SumByDatePeriodQuery) {
  return sumByDatePeriod(deps.db, { table: projects, createdAt: projects.created_at }, query);
}

export async function getProjectEvents(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims,
  id: number,
  withAccount: boolean,
  eventId?: number,
): Promise<ProjectEvent[]> {
  await loadVisibleProject(deps, viewer, id);
  const events = await listProjectEvents(deps.db, id, eventId);
  const parties = withAccount
    ? await findParties(
        deps.db,
        events.flatMap((e) => (e.user_id === null ? [] : [e.user_id])),
      )
    : undefined;
  return events.map((event) => {
    const party = event.user_id === null ? undefined : parties?.get(event.user_id);
    return {
      id: event.id,
      project_id: event.project_id,
      type: event.type,
      created_at: event.created_at.toISOString(),
      data: event.data ?? null,
      ...(parties
        ? { account: party ? { user_id: party.user_id, name: party.name, account_type: party.account_type } : null }
        : {}),
    };
  });
}

export async function setProjectNotes(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, notes: string) {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ notes: projects.notes }).from(projects).where(eq(projects.id, id)).for('update');
    if (!current) throw notFound();
    await tx
      .update(projects)
      // Staff notes are not activity: keep updated_at, which the staff-close rule and the lists read.
      .set({ notes: notes || null, updated_at: sql`${projects.updated_at}` })
      .where(eq(projects.id, id));
    await recordAudit(tx, viewer.userId, {
      action: 'project.notes',
      entity: { type: 'project', id },
      before: { notes: current.notes },
      after: { notes: notes || null },
    });
  });
  const view = await findProjectView(deps.db, id);
  if (!view) throw notFound();
  return presentProject(view, new Set(), true);
}
