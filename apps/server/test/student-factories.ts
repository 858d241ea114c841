import type { LevelKey } from '@studiekraft/shared/constants/levels';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  levels,
  ratings,
  references,
  skills,
  studentApplications,
  studentSkills,
  students,
  users,
} from '../src/db/schema/index.ts';
import { type CreatedUser, createUser } from './factories.ts';

let counter = 0;

export interface StudentOptions {
  name?: string;
  slug?: string;
  activated?: boolean;
  confirmed?: boolean;
  isPrivate?: boolean;
  level?: LevelKey;
  /** Skill keys of the seeded catalogue. */
  skills?: string[];
  short?: string | null;
  about?: string | null;
  notes?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  isNew?: boolean;
  applicationStatus?: 'received' | 'reviewed' | null;
  application?: { message: string; files: { path: string; original_filename: string }[] };
  ratings?: { score: number; title?: string; body?: string; name?: string; position?: string | null; createdAt?: Date }[];
  references?: { title: string; text: string; link?: string | null; mediaPath?: string | null }[];
  avatarPath?: string | null;
  createdAt?: Date;
}

export interface CreatedStudent extends CreatedUser {
  studentId: number;
  slug: string;
  name: string;
}

/** A student with a profile, skills, ratings and references, built on the login factory. */
export async function createStudent(db: Db, options: StudentOptions = {}): Promise<CreatedStudent> {
  // Taken before the first await: students made in parallel (Promise.all) must not share a number, or
  // their slugs collide when made in the same millisecond.
  counter += 1;
  const number = counter;
  const name = options.name ?? `Studerende ${number}`;
  const user = await createUser(db, {
    type: 'STUDENT',
    name,
    activated: options.activated ?? true,
    confirmed: options.confirmed ?? true,
  });
  const slug = options.slug ?? `studerende-${number}-${Date.now()}`;
  const [level] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(eq(levels.key, options.level ?? 'rough-diamond'));
  await db
    .update(students)
    .set({
      slug,
      level_id: level?.id,
      is_private: options.isPrivate ?? false,
      short: options.short === undefined ? `Kort om ${name}` : options.short,
      about: options.about === undefined ? `<p>Om ${name}</p>` : options.about,
      notes: options.notes ?? null,
      phone_number: options.phone === undefined ? '12345678' : options.phone,
      date_of_birth: options.dateOfBirth === undefined ? '2000-01-01' : options.dateOfBirth,
      is_new: options.isNew ?? false,
      application_status: options.applicationStatus === undefined ? 'reviewed' : options.applicationStatus,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .where(eq(students.id, user.accountId));
  if (options.avatarPath) await db.update(users).set({ avatar_path: options.avatarPath }).where(eq(users.id, user.id));
  if (options.skills?.length) {
    const rows = await db.select({ id: skills.id, key: skills.key }).from(skills).where(inArray(skills.key, options.skills));
    if (rows.length !== options.skills.length) throw new Error(`unknown skill key in ${options.skills.join(', ')}`);
    await db.insert(studentSkills).values(rows.map((row) => ({ student_id: user.accountId, skill_id: row.id })));
  }
  if (options.ratings?.length) {
    await db.insert(ratings).values(
      options.ratings.map((rating, index) => ({
        student_id: user.accountId,
        score: rating.score,
        title: rating.title ?? `Bedømmelse ${index + 1}`,
        body: rating.body ?? 'Rigtig godt samarbejde.',
        name: rating.name ?? 'Kunde Kundesen',
        position: rating.position ?? null,
        ...(rating.createdAt ? { created_at: rating.createdAt } : {}),
      })),
    );
  }
  if (options.references?.length) {
    await db.insert(references).values(
      options.references.map((reference) => ({
        student_id: user.accountId,
        title: reference.title,
        text: reference.text,
        link: reference.link ?? null,
        media_path: reference.mediaPath ?? null,
        media_original_file: reference.mediaPath ? 'original.png' : null,
      })),
    );
  }
  if (options.application) {
    await db.insert(studentApplications).values({ student_id: user.accountId, ...options.application });
  }
  return { ...user, studentId: user.accountId, slug, name };
}

export async function skillIdOf(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: skills.id }).from(skills).where(eq(skills.key, key));
  if (!row) throw new Error(`no skill ${key}`);
  return row.id;
}

/** Three public students and one of each hidden kind, as most student tests need them. */
export async function createStudentFixtures(db: Db) {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const alpha = await createStudent(db, {
    name: 'Anna Alfa',
    level: 'mastermind',
    skills: ['logo', 'accounting'],
    short: 'Grafiker med sans for tal',
    about:
      '<p>Hej <strong>der</strong></p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">klik</a><a href="https://example.com" target="_blank">site</a><h1>Stor</h1>',
    notes: 'hemmelig note om Anna',
    phone: '11112222',
    dateOfBirth: '1999-05-05',
    ratings: [
      { score: 5, title: 'Ældst', createdAt: new Date(now - 3 * day) },
      { score: 4, title: 'Mellem', createdAt: new Date(now - 2 * day) },
      { score: 5, title: 'Nyere', createdAt: new Date(now - day) },
      { score: 4, title: 'Nyest', createdAt: new Date(now) },
    ],
    references: [
      { title: 'Logo til bageri', text: 'Et nyt logo.', link: 'https://bageri.example', mediaPath: 'references/logo.png' },
      { title: 'Regnskab', text: 'Årsregnskab for en forening.' },
    ],
    avatarPath: 'avatars/anna.png',
    createdAt: new Date(now - 30 * day),
  });
  const bravo = await createStudent(db, {
    name: 'Bo Bravo',
    level: 'rough-diamond',
    skills: ['accounting'],
    short: 'Bogholder',
    ratings: [{ score: 3 }],
    isNew: true,
    createdAt: new Date(now - 20 * day),
  });
  const charlie = await createStudent(db, {
    name: 'Carla Charlie',
    level: 'rising-star',
    skills: ['seo'],
    short: 'Webnørd',
    createdAt: new Date(now - 10 * day),
  });
  const hiddenPrivate = await createStudent(db, {
    name: 'Dora Privat',
    isPrivate: true,
    skills: ['logo'],
    ratings: [{ score: 2 }],
  });
  const inactive = await createStudent(db, {
    name: 'Erik Inaktiv',
    activated: false,
    skills: ['logo'],
    applicationStatus: 'received',
    application: { message: 'Jeg vil gerne være med', files: [{ path: 'applications/cv.pdf', original_filename: 'cv.pdf' }] },
  });
  const unconfirmed = await createStudent(db, { name: 'Frida Ubekræftet', confirmed: false, skills: ['logo'] });
  return { alpha, bravo, charlie, hiddenPrivate, inactive, unconfirmed, hidden: [hiddenPrivate, inactive, unconfirmed] };
}
