import { randomBytes } from 'node:crypto';
import type { ProjectStatus } from '@studiekraft/shared/constants/project-statuses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  levels,
  messages,
  projectEvents,
  projectFiles,
  projects,
  ratings,
  references,
  skillGroups,
  skills,
  studentSlugHistory,
  testimonials,
} from '../../src/db/schema/index.ts';
import { newStorageKey } from '../../src/plugins/storage.ts';
import { bearerFor } from '../auth-helpers.ts';
import { createConversation } from '../conversation-factories.ts';
import { type CreatedUser, createUser } from '../factories.ts';
import { insertInvoice } from '../invoice-factories.ts';
import { minimalPdf } from '../multipart.ts';
import { type CreatedStudent, createStudent } from '../student-factories.ts';

/** The callers every route is tried as. "A" owns the world's project, "B" is the other party of the same kind. */
export const roles = ['anonymous', 'customerA', 'customerB', 'studentA', 'studentB', 'employee'] as const;
export type Role = (typeof roles)[number];

export interface WorldOptions {
  /** Status of the project between customer A and student A. */
  status?: ProjectStatus;
  /** Moves the project's last activity back this many days (the staff close needs one). */
  idleDays?: number;
  /** Offer on the project, as a student would have posted it. */
  offer?: { price: number; type: 'hourly' | 'unit'; hours: number | null; accepted?: boolean };
  /** A pending request for hours beyond the accepted offer (decision 014). */
  extraHoursRequested?: number;
  /** Customer A has rated the (finalized) project (decision 020). */
  rated?: boolean;
  /** A visitor's student application with one PDF, undecided (decision 023). */
  application?: boolean;
  /** An open invoice to customer A for the world's project (decision 025). */
  invoice?: boolean;
}

/**
 * Everything a route can point at, owned by one side: customer A and student A share a project with a
 * conversation, a message each way, an event and a file; student A has a rating and a reference; the
 * catalogue has a spare level, group and skill nobody uses (so deleting them destroys rather than disables).
 */
export interface World {
  users: {
    customerA: CreatedUser;
    customerB: CreatedUser;
    studentA: CreatedStudent;
    studentB: CreatedStudent;
    employee: CreatedUser;
    employeeB: CreatedUser;
  };
  headers: Record<Role, Record<string, string>>;
  projectId: number;
  conversationId: number;
  /** Sent by customer A. */
  customerMessageId: number;
  /** Sent by student A: the one customer A can mark read. */
  studentMessageId: number;
  eventId: number;
  fileId: number;
  ratingId: number;
  referenceId: number;
  /** Customer A's testimonial, waiting for approval (decision 024). */
  testimonialId: number;
  skill: { id: number; name: string };
  group: { id: number; name: string };
  spare: { levelId: number; groupId: number; skillId: number };
  offer: { price: number; type: 'hourly' | 'unit'; hours: number | null } | null;
  /** A unique suffix for e-mails, keys and slugs a request creates. */
  unique: () => string;
  /** The applicant's student id when the world has an application (option `application`), else 0. */
  applicantId: number;
  /** Customer A's open invoice when the world has one (option `invoice`), else 0. */
  invoiceId: number;
  /** Student A's slug before a rename: its page answers a 301 to the current one (decision 068). */
  oldSlug: string;
}

let pngCache: Promise<Buffer> | undefined;
/** A 320x320 PNG: big enough for an avatar. */
export const avatarPng = () => {
  pngCache ??= sharp({ create: { width: 320, height: 320, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  return pngCache;
};

let referencePngCache: Promise<Buffer> | undefined;
/** A 600x600 PNG: the smallest image a reference accepts. */
export const referencePng = () => {
  referencePngCache ??= sharp({ create: { width: 600, height: 600, channels: 3, background: '#a73' } })
    .png()
    .toBuffer();
  return referencePngCache;
};

export async function buildWorld(app: FastifyInstance, options: WorldOptions = {}): Promise<World> {
  const db = app.database.db;
  const tag = randomBytes(4).toString('hex');
  let n = 0;
  const unique = () => {
    n += 1;
    return `${tag}${n}`;
  };

  const customerA = await createUser(db, { type: 'CUSTOMER', email: `kunde-a-${tag}@example.test`, name: 'Karen Alfa' });
  const customerB = await createUser(db, { type: 'CUSTOMER', email: `kunde-b-${tag}@example.test`, name: 'Kurt Beta' });
  const studentA = await createStudent(db, {
    skills: ['logo'],
    ratings: [{ score: 5 }],
    references: [{ title: 'Logo', text: 'Et logo til en bager.' }],
  });
  const studentB = await createStudent(db, { skills: ['logo'] });
  const employee = await createUser(db, { type: 'EMPLOYEE', email: `ansat-${tag}@example.test`, name: 'Eva Ansat' });
  const employeeB = await createUser(db, { type: 'EMPLOYEE', email: `ansat-b-${tag}@example.test`, name: 'Emil Ansat' });

  const { id: conversationId, projectId } = await createConversation(db, customerA, studentA, {
    project: { status: options.status ?? 'project-created' },
    messages: [
      { from: customerA, content: 'Hej, kan du hjælpe?' },
      { from: studentA, content: 'Ja, gerne.' },
    ],
  });
  if (!projectId) throw new Error('no project');
  const offer = options.offer ?? null;
  const idle = options.idleDays ? new Date(Date.now() - options.idleDays * 86_400_000) : undefined;
  const extra = options.extraHoursRequested;
  if (offer || idle || extra)
    await db
      .update(projects)
      .set({
        ...(offer
          ? {
              price_type: offer.type,
              offered_price: offer.price,
              offered_hours: offer.hours,
              offered_at: new Date(),
              ...(offer.accepted ? { accepted_price: offer.price, price_accepted_at: new Date() } : {}),
            }
          : {}),
        ...(idle ? { updated_at: idle } : {}),
        ...(extra
          ? { extra_hours_requested: extra, extra_hours_reason: 'Mere arbejde end ventet', extra_hours_requested_at: new Date() }
          : {}),
      })
      .where(eq(projects.id, projectId));
  if (options.rated) {
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    if (!project) throw new Error('no project');
    await db.insert(ratings).values({
      student_id: project.student_id,
      customer_id: project.customer_id,
      project_id: projectId,
      title: 'Godt samarbejde',
      score: 4,
      name: 'Karen Alfa',
      body: 'Hurtig og grundig.',
    });
  }
  const sent = await db
    .select({ id: messages.id, sender: messages.sender_user_id })
    .from(messages)
    .where(eq(messages.conversation_id, conversationId));
  const customerMessageId = sent.find((m) => m.sender === customerA.id)?.id ?? 0;
  const studentMessageId = sent.find((m) => m.sender === studentA.id)?.id ?? 0;

  const [event] = await db
    .insert(projectEvents)
    .values({ project_id: projectId, type: 'project-created', user_id: customerA.id })
    .returning({ id: projectEvents.id });
  const storageKey = newStorageKey('files');
  await app.storage.put(storageKey, minimalPdf);
  const [file] = await db
    .insert(projectFiles)
    .values({
      project_id: projectId,
      owner_user_id: customerA.id,
      original_filename: 'tilbud.pdf',
      storage_key: storageKey,
      mime_type: 'application/pdf',
      size: minimalPdf.length,
    })
    .returning({ id: projectFiles.id });

  const [skill] = await db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.key, 'logo'));
  const [group] = await db.select({ id: skillGroups.id, name: skillGroups.name }).from(skillGroups).limit(1);
  const [spareLevel] = await db
    .insert(levels)
    .values({ key: `spare-${tag}`, name: `Reserve ${tag}`, order: 900 + Math.floor(Math.random() * 90_000) })
    .returning({ id: levels.id });
  const [spareGroup] = await db
    .insert(skillGroups)
    .values({ name: `Reserve ${tag}`, slug: `reserve-${tag}`, order: 900 })
    .returning({ id: skillGroups.id });
  const [spareSkill] = await db
    .insert(skills)
    .values({ skill_group_id: spareGroup?.id ?? 0, key: `reserve-${tag}`, name: `Reserve ${tag}`, slug: `reserve-${tag}` })
    .returning({ id: skills.id });
  const oldSlug = `tidligere-${tag}`;
  await db.insert(studentSlugHistory).values({ slug: oldSlug, student_id: studentA.studentId });
  const [rating] = await db.select({ id: ratings.id }).from(ratings).where(eq(ratings.student_id, studentA.studentId));
  const [reference] = await db
    .select({ id: references.id })
    .from(references)
    .where(eq(references.student_id, studentA.studentId));
  const [testimonial] = await db
    .insert(testimonials)
    .values({
      customer_id: customerA.accountId,
      score: 5,
      title: 'Hurtig hjælp',
      body: 'Den studerende lavede vores logo på en uge.',
      name: 'Karen Alfa',
    })
    .returning({ id: testimonials.id });
  if (!event || !file || !skill || !group || !spareLevel || !spareGroup || !spareSkill || !rating || !reference || !testimonial)
    throw new Error('world incomplete');

  const bearer = (user: CreatedUser) => bearerFor(app, user);
  const headers: Record<Role, Record<string, string>> = {
    anonymous: {},
    customerA: await bearer(customerA),
    customerB: await bearer(customerB),
    studentA: await bearer(studentA),
    studentB: await bearer(studentB),
    employee: await bearer(employee),
  };
  const applicantId = options.application ? await createApplicant(app) : 0;
  const invoiceId = options.invoice ? await insertInvoice(db, projectId, customerA.accountId) : 0;

  return {
    users: { customerA, customerB, studentA, studentB, employee, employeeB },
    headers,
    projectId,
    conversationId,
    customerMessageId,
    studentMessageId,
    eventId: event.id,
    fileId: file.id,
    ratingId: rating.id,
    referenceId: reference.id,
    testimonialId: testimonial.id,
    skill,
    group,
    spare: { levelId: spareLevel.id, groupId: spareGroup.id, skillId: spareSkill.id },
    offer: offer ? { price: offer.price, type: offer.type, hours: offer.hours } : null,
    unique,
    applicantId,
    invoiceId,
    oldSlug,
  };
}

/** An applicant as POST /students/applications leaves one: inactive, unconfirmed, private, with a stored PDF. */
async function createApplicant(app: FastifyInstance): Promise<number> {
  const key = newStorageKey('applications', 'pdf');
  await app.storage.put(key, minimalPdf);
  const applicant = await createStudent(app.database.db, {
    activated: false,
    confirmed: false,
    isPrivate: true,
    isNew: true,
    skills: ['logo'],
    applicationStatus: 'received',
    application: {
      message: 'Jeg vil gerne hjælpe med logoer og plakater til små virksomheder.',
      files: [{ path: key, original_filename: 'cv.pdf' }],
    },
  });
  return applicant.studentId;
}
