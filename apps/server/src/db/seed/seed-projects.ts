import type { DbOrTx } from '../client.ts';
import { conversations, messages, projectEvents, projects } from '../schema/index.ts';
import { type Actor, type BuiltMessage, buildDemoProject, markRead } from './build-demo-project.ts';
import { demoAdminEmail } from './demo-people.ts';
import { demoProjects, demoStaffConversation } from './demo-projects.ts';
import type { SeededCatalogue } from './seed-catalogue.ts';
import { required, type SeededPeople } from './seed-people.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Projects with their conversations, messages and events, in four statements. */
export async function insertDemoProjects(
  db: DbOrTx,
  { catalogue, people, now }: { catalogue: SeededCatalogue; people: SeededPeople; now: Date },
): Promise<void> {
  const planned = demoProjects.map((project) => {
    const student = required(people.students, project.student, 'student');
    const skill = required(catalogue.skills, project.skill, 'skill');
    const built = buildDemoProject(project, { priceType: skill.priceType, startingPrice: skill.prices[student.level] }, now);
    const actors: Record<Actor, number> = {
      customer: required(people.userIds, project.customer, 'user'),
      student: student.userId,
      employee: required(people.userIds, project.employee ?? demoAdminEmail, 'user'),
    };
    return { project, student, skill, built, actors };
  });

  const insertedProjects = await db
    .insert(projects)
    .values(
      planned.map(({ project, student, skill, built }) => ({
        name: project.name,
        message: project.message,
        status: built.status,
        skill_id: skill.id,
        student_id: student.id,
        customer_id: required(people.customerIds, project.customer, 'customer'),
        price_type: built.price_type,
        starting_price: built.starting_price,
        offered_price: built.offered_price,
        offered_hours: built.offered_hours,
        offered_at: built.offered_at,
        accepted_price: built.accepted_price,
        hours_used: built.hours_used,
        final_price: built.final_price,
        price_accepted_at: built.price_accepted_at,
        cancelled_at: built.cancelled_at,
        finalized_at: built.finalized_at,
        notes: project.notes ?? null,
        created_at: built.created_at,
        updated_at: built.updated_at,
      })),
    )
    .returning({ id: projects.id, name: projects.name });
  // A multi-row INSERT returns its rows in VALUES order; the name check guards that assumption.
  const projectIds = planned.map(({ project }, index) => {
    const row = insertedProjects[index];
    if (row?.name !== project.name) throw new Error('Inserted demo projects came back out of order');
    return row.id;
  });

  const staff = staffConversation(people, now);
  const conversationPlans = [
    ...planned.map(({ built, actors }, index) => ({
      project_id: projectIds[index] ?? null,
      sender_user_id: actors.customer,
      addressee_user_id: actors.student,
      created_at: built.created_at,
      updated_at: lastMessageAt(built.messages),
    })),
    {
      project_id: null,
      sender_user_id: staff.employeeUserId,
      addressee_user_id: staff.studentUserId,
      created_at: staff.messages[0]?.at ?? now,
      updated_at: lastMessageAt(staff.messages),
    },
  ];
  const insertedConversations = await db
    .insert(conversations)
    .values(conversationPlans)
    .returning({ id: conversations.id, project_id: conversations.project_id });
  const conversationIds = insertedConversations.map((row, index) => {
    if (row.project_id !== conversationPlans[index]?.project_id) throw new Error('Conversations came back out of order');
    return row.id;
  });

  const threads = [...planned.map(({ built, actors }) => ({ messages: built.messages, actors })), staff];
  await db.insert(messages).values(
    threads.flatMap((thread, index) =>
      thread.messages.map((message) => ({
        conversation_id: conversationIds[index] as number,
        sender_user_id: message.from ? (thread.actors[message.from] ?? null) : null,
        content: message.content,
        content_type: message.content_type,
        read_at: message.read_at,
        created_at: message.at,
      })),
    ),
  );

  await db.insert(projectEvents).values(
    planned.flatMap(({ built, actors }, index) =>
      built.events.map((event) => ({
        project_id: projectIds[index] as number,
        type: event.type,
        user_id: actors[event.actor],
        data: event.data ?? null,
        created_at: event.at,
      })),
    ),
  );
}

function staffConversation(people: SeededPeople, now: Date) {
  const { employee, student, startedDaysAgo } = demoStaffConversation;
  const employeeUserId = required(people.userIds, employee, 'user');
  const studentUserId = required(people.userIds, student, 'user');
  const actors: Partial<Record<Actor, number>> = { employee: employeeUserId, student: studentUserId };
  let time = now.getTime() - startedDaysAgo * dayMs;
  const thread: BuiltMessage[] = demoStaffConversation.messages.map((message) => {
    time += message.after * hourMs;
    return { from: message.by, content: message.say, content_type: 'text', at: new Date(time), read_at: null };
  });
  markRead(thread, now);
  return { employeeUserId, studentUserId, actors, messages: thread };
}

function lastMessageAt(thread: BuiltMessage[]): Date {
  const last = thread.at(-1);
  if (!last) throw new Error('A demo conversation needs at least one message');
  return last.at;
}
