/**
 * Seeds a PostgreSQL database for the staff projects table: the demo data (with the admin login), then
 * BENCH_CUSTOMERS customers, BENCH_STUDENTS students and BENCH_PROJECTS projects spread over them, every
 * status, both price types and a conversation each. Set-based SQL with generate_series, so 10,000
 * projects take seconds; names come from small Danish lists so searches match realistic shares of rows.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { createLocalStorage } from '../apps/server/src/plugins/local-storage.ts';

export interface ProjectsSeed {
  customers: number;
  students: number;
  projects: number;
}

const firstNames = ['Anna', 'Mikkel', 'Sofie', 'Jonas', 'Ida', 'Rasmus', 'Freja', 'Mads', 'Clara', 'Søren', 'Laura', 'Emil'];
const lastNames = ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Larsen', 'Sørensen', 'Madsen', 'Holm', 'Berg'];
const topics = ['Logo', 'Hjemmeside', 'Bogføring', 'Årsregnskab', 'SEO', 'Nyhedsbrev', 'Excel-ark', 'Oversættelse'];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

export async function seedProjects(databaseUrl: string, counts: ProjectsSeed): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  const db = database.db;
  try {
    // The references' pictures go to a scratch folder: the benches never look at them.
    await seedDemo(db, { storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'bench-seed-media-'))) });
    const first = textArray(firstNames);
    const last = textArray(lastNames);
    const topic = textArray(topics);
    await db.execute(sql`
      with new_users as (
        insert into users (email, password_hash, account_type, created_at, updated_at)
        select 'bench-customer-' || i || '@example.test', null, 'CUSTOMER', now() - (i % 900) * interval '1 day', now()
        from generate_series(1, ${counts.customers}) as i
        returning id, email
      )
      insert into customers (user_id, first_name, last_name, phone_number, address, postcode, city, created_at, updated_at)
      select id, (${first})[1 + (n % ${firstNames.length})], (${last})[1 + ((n / 7) % ${lastNames.length})],
        '2' || lpad(n::text, 7, '0'), 'Testvej ' || n, '8000', 'Aarhus C', now(), now()
      from (select id, substring(email from 'bench-customer-(\\d+)@')::int as n from new_users) as u`);
    await db.execute(sql`
      with new_users as (
        insert into users (email, password_hash, account_type, created_at, updated_at)
        select 'bench-projects-student-' || i || '@example.test', null, 'STUDENT', now(), now()
        from generate_series(1, ${counts.students}) as i
        returning id, email
      )
      insert into students (user_id, name, slug, level_id, created_at, updated_at)
      select id, (${first})[1 + ((n / 3) % ${firstNames.length})] || ' ' || (${last})[1 + (n % ${lastNames.length})],
        'bench-projects-student-' || n, (select min(id) from levels), now(), now()
      from (select id, substring(email from 'student-(\\d+)@')::int as n from new_users) as u`);
    // Projects over the bench's customers and students, every status and skill; closed ones have a date.
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from customers),
           s as (select array_agg(id order by id) as ids from students),
           k as (select array_agg(id order by id) as ids from skills),
           st as (select enum_range(null::project_status) as ids),
           rows as (
             select i, c.ids[1 + (i * 7919) % array_length(c.ids, 1)] as customer_id,
               s.ids[1 + (i * 104729) % array_length(s.ids, 1)] as student_id,
               k.ids[1 + i % array_length(k.ids, 1)] as skill_id,
               st.ids[1 + (i * 31) % array_length(st.ids, 1)] as status,
               now() - (i % 700) * interval '1 day' as created_at
             from generate_series(1, ${counts.projects}) as i, c, s, k, st
           )
      insert into projects (name, message, status, skill_id, student_id, customer_id, price_type, accepted_price,
        offered_hours, final_price, finalized_at, cancelled_at, created_at, updated_at)
      select (${topic})[1 + i % ${topics.length}] || ' ' || i, 'Hej, kan du hjælpe?', status, skill_id, student_id,
        customer_id, case when i % 3 = 0 then 'unit' else 'hourly' end::price_type,
        case when status in ('project-offer-accepted', 'project-finalized') then 250 end,
        case when i % 3 <> 0 then 4 end,
        case when status = 'project-finalized' then 1000 end,
        case when status = 'project-finalized' then created_at + interval '10 days' end,
        case when status::text like '%closed-project' then created_at + interval '5 days' end,
        created_at, created_at + interval '2 days'
      from rows`);
    await db.execute(sql`
      insert into conversations (project_id, sender_user_id, addressee_user_id, created_at, updated_at)
      select p.id, c.user_id, s.user_id, p.created_at, p.updated_at
      from projects p join customers c on c.id = p.customer_id join students s on s.id = p.student_id
      where not exists (select 1 from conversations x where x.project_id = p.id)`);
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}
