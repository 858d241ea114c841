import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Rows that only make sense together. A use-case that writes them outside one transaction, or a 4xx
 * thrown between two writes, leaves one of these behind; each query lists the offenders.
 */
const checks: Record<string, ReturnType<typeof sql>> = {
  'user without its account row': sql`
    select u.id from users u
    where (u.account_type = 'CUSTOMER' and not exists (select 1 from customers c where c.user_id = u.id))
       or (u.account_type = 'STUDENT' and not exists (select 1 from students s where s.user_id = u.id))
       or (u.account_type = 'EMPLOYEE' and not exists (select 1 from employees e where e.user_id = u.id))`,
  'project without exactly one conversation': sql`
    select p.id from projects p where (select count(*) from conversations c where c.project_id = p.id) <> 1`,
  'project without an event': sql`
    select p.id from projects p where not exists (select 1 from project_events e where e.project_id = p.id)`,
  'accepted project without an accepted price': sql`
    select p.id from projects p
    where p.status in ('project-offer-accepted', 'project-finalized') and (p.accepted_price is null or p.price_accepted_at is null)`,
  'finalized project without a final price': sql`
    select p.id from projects p where p.status = 'project-finalized' and (p.final_price is null or p.finalized_at is null)`,
  'closed project without its date': sql`
    select p.id from projects p
    where p.status in ('employee-closed-project', 'student-closed-project', 'customer-closed-project') and p.cancelled_at is null`,
};

export async function halfWrittenRows(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const [name, query] of Object.entries(checks)) {
    const result = await db.execute(query);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[];
    if (rows.length > 0) found.push(`${name}: ${rows.map((r) => r.id).join(', ')}`);
  }
  return found;
}
