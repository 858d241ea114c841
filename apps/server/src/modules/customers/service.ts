import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { CustomerUpdate } from '@studiekraft/shared/schemas/customers';
import type { SumByDatePeriodQuery } from '@studiekraft/shared/schemas/date-periods';
import { eq } from 'drizzle-orm';
import { customers, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { buildCsvExport, withoutPaging } from '../../lib/csv-export.ts';
import { sumByDatePeriod } from '../../lib/date-periods.ts';
import { deleteOrDisable } from '../../lib/delete-or-disable.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { parseIncludes, parseListQuery } from '../../plugins/list-query.ts';
import { endUserSessions } from '../auth/session-version-repository.ts';
import { customerCsvColumns } from './csv-presenter.ts';
import { presentCustomer } from './presenter.ts';
import { verifyVatNumber } from './registration.ts';
import {
  type CustomerInclude,
  type CustomerRow,
  countCustomers,
  customerIncludes,
  customerListResource,
  deleteCustomerUser,
  findCustomer,
  listCustomerExportRows,
  listCustomers,
  loadCustomerProjects,
  updateCustomer,
} from './repository.ts';

/** Relations of a page of customers, one query per kind, and the presented rows. */
async function presentRows(
  deps: Pick<Deps, 'db'>,
  rows: readonly CustomerRow[],
  includes: ReadonlySet<CustomerInclude>,
  staff: boolean,
) {
  const withStudent = includes.has('projects.student');
  const projects =
    includes.has('projects') || withStudent
      ? await loadCustomerProjects(
          deps.db,
          rows.map((row) => row.id),
          withStudent,
        )
      : undefined;
  return rows.map((row) =>
    presentCustomer(row, {
      staff,
      user: includes.has('user'),
      ...(projects ? { projects: projects.get(row.id) ?? [] } : {}),
    }),
  );
}

/** Employees only (the route says so); the list-query convention with the customer allow-lists. */
export async function listCustomersForStaff(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(rawQuery, customerListResource, { maxLimit: pageSizes.maxLimit });
  const { rows, total } = await listCustomers(deps.db, list);
  return { rows: await presentRows(deps, rows, list.includes, true), total };
}

/** GET /customers.csv: the staff table as filtered and sorted (hasOpenProject too), paging ignored. */
export function exportCustomersCsv(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(withoutPaging(rawQuery), customerListResource);
  return buildCsvExport(customerCsvColumns, (maxRows) => listCustomerExportRows(deps.db, list, maxRows));
}

export async function countCustomersForStaff(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  return countCustomers(deps.db, parseListQuery(rawQuery, customerListResource));
}

export async function sumCustomersByDatePeriod(deps: Pick<Deps, 'db'>, query: SumByDatePeriodQuery) {
  return sumByDatePeriod(deps.db, { table: customers, createdAt: customers.created_at }, query);
}

/**
 * An employee may see any customer, a customer only themself. Anyone else learns nothing, not even
 * whether the id exists: 403 for any id that is not their own (as GET /users/:id does); a missing id is
 * a 404 for employees only.
 */
async function loadForViewer(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number): Promise<CustomerRow> {
  if (!isEmployee(viewer) && viewer.accountType !== 'CUSTOMER') throw forbidden();
  const row = await findCustomer(deps.db, id);
  if (isEmployee(viewer)) {
    if (!row) throw notFound();
    return row;
  }
  if (!row || row.user_id !== viewer.userId) throw forbidden();
  return row;
}

/** GET /customers/:id with user, projects and projects.student unless `includes[]` narrows it. */
export async function getCustomerFor(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, rawQuery: unknown) {
  const row = await loadForViewer(deps, viewer, id);
  const asked = parseIncludes(rawQuery, customerIncludes);
  const [data] = await presentRows(deps, [row], asked.size > 0 ? asked : new Set(customerIncludes), isEmployee(viewer));
  if (!data) throw notFound();
  return data;
}

/**
 * PUT /customers/:id by an employee or the customer themself. The form sends every field, so a missing
 * company name or VAT number clears it. Notes are staff data: only an employee's notes are stored, and
 * leaving them out keeps them. A changed or unverified VAT number is looked up again (before the write,
 * outside any transaction); an unchanged verified one keeps its verification, and then the company keeps the
 * register's name: a customer renaming it is 422 `validation.vat_verified` (the name changes with the
 * number, which is looked up again). Staff, who verify companies by hand, may correct it.
 */
export async function updateCustomerFor(deps: Pick<Deps, 'cvr' | 'db'>, viewer: AccessClaims, id: number, input: CustomerUpdate) {
  const current = await loadForViewer(deps, viewer, id);
  const staff = isEmployee(viewer);
  const vatNumber = input.vat_number ?? null;
  const isRenamingVerified =
    current.vat_verified && vatNumber === current.vat_number && (input.company_name || null) !== current.company_name;
  if (isRenamingVerified && !staff) throw validationFailed({ company_name: ['validation.vat_verified'] });
  // An unchanged number that the register could not confirm (an outage at registration, decision 063)
  // is asked about again, so a later save verifies it; only a confirmed one is kept as it is.
  const vat =
    vatNumber === current.vat_number && current.vat_verified
      ? { vat_number: vatNumber, vat_verified: true, company_name: input.company_name || null }
      : await verifyVatNumber(deps, vatNumber ?? undefined, input.company_name);
  const values = {
    first_name: input.first_name,
    last_name: input.last_name,
    phone_number: input.phone_number,
    ...vat,
    address: input.address,
    postcode: input.postcode,
    city: input.city,
    ...(staff && input.notes !== undefined ? { notes: input.notes || null } : {}),
  };
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await updateCustomer(tx, id, values))) return false;
    // Staff editing a customer is an audit entry, committed with the change (decision 018).
    if (staff)
      await recordAudit(tx, viewer.userId, {
        action: 'customer.updated',
        entity: { type: 'customer', id },
        before: Object.fromEntries(Object.keys(values).map((k) => [k, current[k as keyof typeof current] ?? null])),
        after: values,
      });
    return true;
  });
  if (!updated) throw notFound();
  const row = await findCustomer(deps.db, id);
  if (!row) throw notFound();
  return presentCustomer(row, { staff, user: true });
}

/**
 * DELETE /customers/:id (employees). A customer without projects is deleted with their user. One with
 * projects is kept, because projects, conversations and invoices must keep their customer, and their
 * user is deactivated instead (no login, every session revoked); `deleted: false` says which happened.
 */
export async function removeCustomer(deps: Pick<Deps, 'db' | 'sessions'>, viewer: AccessClaims, id: number) {
  const { db } = deps;
  const row = await findCustomer(db, id);
  if (!row) throw notFound();
  const entity = { type: 'customer', id } as const;
  const before = { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, company_name: row.company_name };
  const result = await deleteOrDisable(
    id,
    () =>
      db.transaction(async (tx) => {
        const deleted = await deleteCustomerUser(tx, row.user_id);
        if (deleted) await recordAudit(tx, viewer.userId, { action: 'customer.deleted', entity, before });
        return deleted;
      }),
    () =>
      db.transaction(async (tx) => {
        const [user] = await tx.update(users).set({ activated: false }).where(eq(users.id, row.user_id)).returning();
        if (!user) return false;
        await endUserSessions(tx, user.id, new Date());
        await recordAudit(tx, viewer.userId, {
          action: 'customer.deactivated',
          entity,
          before: { ...before, activated: row.activated },
          after: { activated: false },
        });
        return true;
      }),
  );
  // Deleted or deactivated, the customer's open sockets close on every process (decision 016).
  deps.sessions.ended(row.user_id);
  return result;
}
