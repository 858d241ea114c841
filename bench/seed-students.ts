/**
 * Seeds a fresh PGlite data directory with the demo data plus N students shaped like a real roster:
 * most active and public, a few private, inactive or unconfirmed; levels weighted towards the entry
 * level; one to three skills each, popular skills more often; zero to eight ratings, mostly good. Rows go
 * in batches through the server's own schema and migrations, so the rating totals are kept by the same
 * triggers as in production.
 */

import { asc } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { levels as levelTable, ratings, skills, studentSkills, students, users } from '../apps/server/src/db/schema/index.ts';
import { danishSlug } from '../apps/server/src/db/seed/danish-slug.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';

const firstNames = [
  'Anna',
  'Emma',
  'Ida',
  'Freja',
  'Clara',
  'Laura',
  'Sofie',
  'Mathilde',
  'Maja',
  'Karla',
  'Alberte',
  'Josefine',
  'Mikkel',
  'Oliver',
  'Noah',
  'William',
  'Lucas',
  'Magnus',
  'Frederik',
  'Emil',
  'Mads',
  'Jonas',
  'Rasmus',
  'Søren',
  'Ørsted',
  'Åse',
  'Line',
  'Nikolaj',
  'Christian',
  'Tobias',
  'Caroline',
  'Cecilie',
  'Julie',
  'Sara',
  'Marie',
  'Victor',
];
const lastNames = [
  'Jensen',
  'Nielsen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Poulsen',
  'Johansen',
  'Møller',
  'Mortensen',
  'Østergaard',
  'Ågesen',
  'Lund',
  'Holm',
  'Bach',
  'Kjær',
  'Dam',
  'Berg',
  'Skov',
  'Vestergaard',
];
const studies = ['jura', 'økonomi', 'datalogi', 'kommunikation', 'design', 'marketing', 'statistik', 'medievidenskab'];
const universities = ['Aarhus Universitet', 'Københavns Universitet', 'CBS', 'DTU', 'SDU', 'Aalborg Universitet', 'RUC', 'ITU'];

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const batchSize = 1000;

export interface SeededRoster {
  publicStudents: number;
  popularSkillId: number;
}

export async function seedStudentRoster(pgliteDir: string, count: number): Promise<SeededRoster> {
  const database = await openDatabase({ pgliteDir });
  const db = database.db;
  try {
    await seedDemo(db);
    const [admin] = await db.select({ hash: users.password_hash }).from(users).limit(1);
    const skillRows = await db.select({ id: skills.id, key: skills.key }).from(skills);
    const levels = (await db.select({ id: levelTable.id }).from(levelTable).orderBy(asc(levelTable.order))).map((row) => row.id);
    // A few skills carry most of the demand (bookkeeping, websites, logos), the rest share the tail.
    const popular = ['accounting', 'bookkeeping', 'simple-website', 'logo', 'graphic-design', 'socialmedia', 'seo', 'excel'];
    const weighted = skillRows.flatMap((skill) => (popular.includes(skill.key) ? Array(12).fill(skill.id) : [skill.id]));
    const rand = random(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
    const now = Date.now();
    let publicStudents = 0;

    for (let start = 0; start < count; start += batchSize) {
      const size = Math.min(batchSize, count - start);
      const people = Array.from({ length: size }, (_, offset) => {
        const index = start + offset;
        const name = `${pick(firstNames)} ${pick(lastNames)}`;
        const createdAt = new Date(now - Math.floor(rand() * 3 * 365) * 86_400_000);
        const roll = rand();
        const activated = roll > 0.04;
        const confirmed = roll > 0.02;
        const isPrivate = rand() < 0.03;
        if (activated && confirmed && !isPrivate) publicStudents += 1;
        const levelRoll = rand();
        return { index, name, createdAt, activated, confirmed, isPrivate, level: levelRoll < 0.6 ? 0 : levelRoll < 0.9 ? 1 : 2 };
      });
      const userIds = await db
        .insert(users)
        .values(
          people.map((p) => ({
            email: `bench-student-${p.index}@example.test`,
            password_hash: admin?.hash ?? null,
            account_type: 'STUDENT' as const,
            activated: p.activated,
            email_confirmed_at: p.confirmed ? p.createdAt : null,
            created_at: p.createdAt,
            updated_at: p.createdAt,
          })),
        )
        .returning({ id: users.id });
      const studentIds = await db
        .insert(students)
        .values(
          people.map((p, i) => ({
            user_id: userIds[i]?.id ?? 0,
            name: p.name,
            slug: `${danishSlug(p.name)}-${p.index}`,
            date_of_birth: `${1994 + (p.index % 9)}-0${1 + (p.index % 9)}-1${p.index % 9}`,
            phone_number: `2${String(10_000_000 + p.index).slice(1)}`,
            short: `Studerer ${pick(studies)} på ${pick(universities)}`,
            about: `<p>Jeg hedder ${p.name} og læser ${pick(studies)}. Jeg har erfaring fra studiejob og frivilligt arbejde og hjælper gerne små virksomheder med konkrete opgaver.</p><p>Jeg lægger vægt på god dialog, klare aftaler og at levere til tiden. Skriv til mig, så finder vi ud af, hvordan jeg kan hjælpe dig med netop din opgave.</p>`,
            level_id: levels[p.level] ?? levels[0] ?? 1,
            is_new: now - p.createdAt.getTime() < 30 * 86_400_000,
            is_private: p.isPrivate,
            application_status: p.activated ? ('reviewed' as const) : ('received' as const),
            created_at: p.createdAt,
            updated_at: p.createdAt,
          })),
        )
        .returning({ id: students.id });

      const skillLinks = studentIds.flatMap(({ id }) => {
        const chosen = new Set<number>();
        const wanted = 1 + Math.floor(rand() * 3);
        while (chosen.size < wanted) chosen.add(pick(weighted));
        return [...chosen].map((skillId) => ({ student_id: id, skill_id: skillId }));
      });
      await db.insert(studentSkills).values(skillLinks);

      const ratingRows = studentIds.flatMap(({ id }, i) => {
        const n = people[i]?.activated ? Math.floor(rand() * rand() * 9) : 0;
        return Array.from({ length: n }, (_, k) => ({
          student_id: id,
          title: 'Godt samarbejde',
          score: rand() < 0.8 ? 4 + Math.round(rand()) : 2 + Math.round(rand()),
          name: `${pick(firstNames)} ${pick(lastNames)}`,
          position: k % 2 === 0 ? 'Indehaver' : null,
          body: 'Hurtig, grundig og let at samarbejde med. Opgaven blev løst til tiden og til den aftalte pris.',
        }));
      });
      if (ratingRows.length > 0) await db.insert(ratings).values(ratingRows);
    }
    const popularSkill = skillRows.find((skill) => skill.key === 'accounting') ?? skillRows[0];
    return { publicStudents, popularSkillId: popularSkill?.id ?? 1 };
  } finally {
    await database.close();
  }
}
