import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { LevelKey } from '@studiekraft/shared/constants/levels';
import { danishSlug } from '@studiekraft/shared/rules/danish-slug';
import type { Storage } from '../../plugins/storage.ts';
import type { DbOrTx } from '../client.ts';
import {
  customers,
  employees,
  ratings,
  references,
  studentApplications,
  studentSkills,
  students,
  users,
} from '../schema/index.ts';
import { type DemoStudent, demoApplicant, demoCustomers, demoEmployees, demoFixedStudent } from './demo-people.ts';
import { demoRecentCustomers, recentSignupTimes } from './demo-recent-signups.ts';
import { demoBusinessStudents } from './demo-students-business.ts';
import { demoCreativeStudents } from './demo-students-creative.ts';
import type { SeededCatalogue } from './seed-catalogue.ts';
import { storeReferenceImages } from './store-reference-images.ts';

export interface SeededStudent {
  id: number;
  userId: number;
  name: string;
  level: LevelKey;
}

export interface SeededPeople {
  /** All by e-mail. */
  userIds: Map<string, number>;
  customerIds: Map<string, number>;
  employeeIds: Map<string, number>;
  students: Map<string, SeededStudent>;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Active students first (fixed login, then the roster), the applicant last. */
const allStudents: readonly (DemoStudent & { isApplicant?: boolean })[] = [
  demoFixedStudent,
  ...demoBusinessStudents,
  ...demoCreativeStudents,
  { ...demoApplicant, ratings: [], references: [], isApplicant: true },
];

export async function insertDemoPeople(
  db: DbOrTx,
  { catalogue, passwordHash, now, storage }: { catalogue: SeededCatalogue; passwordHash: string; now: Date; storage: Storage },
): Promise<SeededPeople> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
  let newStudentIndex = 0;
  // New students joined in the last weeks; the others months ago, before any of their projects.
  const studentCreatedAt = allStudents.map((student, index) => {
    if (student.isApplicant) return daysAgo(2);
    if (student.is_new) return daysAgo(6 + 3 * newStudentIndex++);
    return daysAgo(index === 0 ? 365 : 90 + 25 * index);
  });

  const recentSignedUpAt = recentSignupTimes(now);
  const userRows: { email: string; type: AccountType; at: Date }[] = [
    ...demoEmployees.map((person, index) => ({ email: person.email, type: 'EMPLOYEE' as const, at: daysAgo(400 - 20 * index) })),
    ...demoCustomers.map((person, index) => ({ email: person.email, type: 'CUSTOMER' as const, at: daysAgo(200 - 30 * index) })),
    ...demoRecentCustomers.map((person, index) => ({
      email: person.email,
      type: 'CUSTOMER' as const,
      at: recentSignedUpAt[index] as Date,
    })),
    ...allStudents.map((person, index) => ({
      email: person.email,
      type: 'STUDENT' as const,
      at: studentCreatedAt[index] as Date,
    })),
  ];

  const insertedUsers = await db
    .insert(users)
    .values(
      userRows.map((row) => ({
        email: row.email,
        password_hash: passwordHash,
        account_type: row.type,
        activated: row.email !== demoApplicant.email,
        email_confirmed_at: new Date(row.at.getTime() + 60 * 60 * 1000),
        created_at: row.at,
        updated_at: row.at,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(insertedUsers.map((row) => [row.email, row.id]));
  const userId = (email: string) => required(userIds, email, 'user');
  const createdAt = new Map(userRows.map((row) => [row.email, row.at]));
  const stamps = (email: string) => ({ created_at: createdAt.get(email), updated_at: createdAt.get(email) });

  const insertedEmployees = await db
    .insert(employees)
    .values(
      demoEmployees.map((person) => ({
        user_id: userId(person.email),
        name: person.name,
        phone_number: person.phone_number,
        ...stamps(person.email),
      })),
    )
    .returning({ id: employees.id, user_id: employees.user_id });
  const employeeIds = byEmail(insertedEmployees, userIds);

  const insertedCustomers = await db
    .insert(customers)
    .values(
      [...demoCustomers, ...demoRecentCustomers].map(({ email, ...person }) => ({
        ...person,
        user_id: userId(email),
        vat_verified: person.vat_number !== undefined,
        ...stamps(email),
      })),
    )
    .returning({ id: customers.id, user_id: customers.user_id });
  const customerIds = byEmail(insertedCustomers, userIds);

  const insertedStudents = await db
    .insert(students)
    .values(
      allStudents.map((person) => ({
        user_id: userId(person.email),
        name: person.name,
        slug: danishSlug(person.name),
        date_of_birth: person.date_of_birth,
        phone_number: person.phone_number,
        notes: person.notes ?? null,
        short: person.short,
        about: person.about,
        level_id: catalogue.levelIds[person.level],
        is_new: person.is_new ?? false,
        application_status: person.isApplicant ? ('received' as const) : ('reviewed' as const),
        ...stamps(person.email),
      })),
    )
    .returning({ id: students.id, user_id: students.user_id });
  const studentIds = byEmail(insertedStudents, userIds);
  const studentId = (email: string) => required(studentIds, email, 'student');

  await db.insert(studentSkills).values(
    allStudents.flatMap((person) =>
      person.skills.map((key) => ({
        student_id: studentId(person.email),
        skill_id: required(catalogue.skills, key, 'skill').id,
        created_at: createdAt.get(person.email),
      })),
    ),
  );

  const ratingRows = allStudents.flatMap((person) =>
    person.ratings.map((rating, index) => ({
      student_id: studentId(person.email),
      customer_id: rating.customer ? required(customerIds, rating.customer, 'customer') : null,
      title: rating.title,
      score: rating.score,
      name: rating.name,
      position: rating.position ?? null,
      body: rating.body,
      ...spreadStamp(createdAt.get(person.email), now, index, person.ratings.length),
    })),
  );
  if (ratingRows.length > 0) await db.insert(ratings).values(ratingRows);

  const seededReferences = allStudents.flatMap((person) => person.references.map((reference) => ({ person, reference })));
  const imageKeys = await storeReferenceImages(
    storage,
    seededReferences.map(({ reference }) => reference.image),
  );
  const referenceRows = seededReferences.map(({ person, reference }, index) => ({
    student_id: studentId(person.email),
    title: reference.title,
    text: reference.text,
    media_path: imageKeys[index],
    media_original_file: `${reference.image}.webp`,
    ...stamps(person.email),
  }));
  if (referenceRows.length > 0) await db.insert(references).values(referenceRows);

  await db.insert(studentApplications).values({
    student_id: studentId(demoApplicant.email),
    message: demoApplicant.application.message,
    files: demoApplicant.application.files,
    // As the applicant form leaves it (decision 023): what and where they study, the terms accepted.
    study_programme: 'Markedsføring og Kommunikation',
    institution: 'Erhvervsakademi Aarhus',
    terms_accepted_at: stamps(demoApplicant.email).created_at,
    ...stamps(demoApplicant.email),
  });

  const seededStudents = new Map(
    allStudents.map((person) => [
      person.email,
      { id: studentId(person.email), userId: userId(person.email), name: person.name, level: person.level },
    ]),
  );
  return { userIds, customerIds, employeeIds, students: seededStudents };
}

function byEmail(rows: { id: number; user_id: number }[], userIds: Map<string, number>): Map<string, number> {
  const emailByUser = new Map([...userIds].map(([email, id]) => [id, email]));
  return new Map(rows.map((row) => [required(emailByUser, row.user_id, 'user id'), row.id]));
}

/** The n-th of `count` timestamps spread evenly between `from` and `to`. */
function spreadStamp(from: Date | undefined, to: Date, index: number, count: number) {
  const start = (from ?? to).getTime();
  const at = new Date(start + ((to.getTime() - start) * (index + 1)) / (count + 1));
  return { created_at: at, updated_at: at };
}

export function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data names an unknown ${what}: ${String(key)}`);
  return value;
}
