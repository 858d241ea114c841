import { z } from 'zod';
import { readSessionStored, writeSessionStored } from '../../lib/storage.ts';
import { generateProjectName } from './project-name.ts';

/** The student the flow is about, as the card and the profile know them. */
export interface ContactStudent {
  id: number;
  name: string;
  slug: string;
  skills?: { id: number; name: string }[];
}

export const contactSteps = ['project', 'customer', 'review'] as const;
export type ContactStep = 0 | 1 | 2;

const draftSchema = z.object({
  name: z.string(),
  /** Until the user types a name of their own, choosing a skill generates it. */
  nameEdited: z.boolean(),
  message: z.string(),
  skill: z.number().nullable(),
  student: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  customerStatus: z.enum(['logged-in', 'new-registration']).nullable(),
  step: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The quick registration's single-use token for POST projects (decision 010); gone with the draft. */
  projectToken: z.string().nullable(),
});

export type ContactDraft = z.infer<typeof draftSchema>;
export type DraftCustomer = NonNullable<ContactDraft['customer']>;

const draftKey = (studentId: number) => `studiekraft.contact-draft.${studentId}`;

export function freshDraft(student: ContactStudent): ContactDraft {
  const skills = student.skills ?? [];
  // With one skill there is nothing to choose, so the name can be suggested at once.
  const only = skills.length === 1 ? skills[0] : undefined;
  return {
    name: only ? generateProjectName(only.name) : '',
    nameEdited: false,
    message: '',
    skill: only?.id ?? null,
    student: { id: student.id, name: student.name, slug: student.slug },
    customer: null,
    customerStatus: null,
    step: 0,
    projectToken: null,
  };
}

/** The stored draft of this tab for the student, or a fresh one when there is none (or it is unreadable). */
export function loadDraft(student: ContactStudent): ContactDraft {
  const raw = readSessionStored(draftKey(student.id));
  if (!raw) return freshDraft(student);
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : freshDraft(student);
  } catch {
    return freshDraft(student);
  }
}

export function saveDraft(draft: ContactDraft): void {
  writeSessionStored(draftKey(draft.student.id), JSON.stringify(draft));
}

export function clearDraft(studentId: number): void {
  writeSessionStored(draftKey(studentId), null);
}
