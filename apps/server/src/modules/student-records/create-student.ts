import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { FieldErrors } from '@studiekraft/shared/errors';
import type { CreateStudent } from '@studiekraft/shared/schemas/create-student';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { isEmailTaken } from '../accounts/account-repository.ts';
import { insertUserToken } from '../auth/token-repository.ts';
import { insertDirectConversation, insertTextMessage } from '../conversations/direct-repository.ts';
import { getStudentFor } from '../student-profiles/service.ts';
import { freeStudentSlug } from '../student-profiles/student-slug.ts';
import { sendConfirmation } from '../users/email-confirmation.ts';
import {
  findActiveEmployees,
  insertStudent,
  insertStudentUser,
  levelExists,
  replaceStudentSkills,
  unknownSkillIds,
} from './staff-repository.ts';

/** The database is the judge of a taken e-mail, so two concurrent creates cannot both win. */
const writeErrors = {
  unique: { users_email_unique: 'email' },
  // A level or skill deleted between the check and the insert.
  foreignKey: { students_level_id_levels_id_fk: 'level_id', student_skills_skill_id_skills_id_fk: 'skills' },
};

/** The employee's first line in the new student's conversation: short, Danish, in the employee's name. */
export function welcomeLine(studentName: string, employeeName: string, brandName: string): string {
  const firstName = studentName.trim().split(/\s+/)[0] ?? studentName;
  return `Hej ${firstName}, velkommen til ${brandName}! Jeg hedder ${employeeName}, og du er altid velkommen til at skrive til mig her, hvis du har spørgsmål.`;
}

/** Every unknown id at once, so the form can mark level, skills and employees together. */
async function referenceErrors(deps: Pick<Deps, 'db'>, input: CreateStudent) {
  const { db } = deps;
  const [levelOk, unknownSkills, activeEmployees] = await Promise.all([
    levelExists(db, input.level_id),
    unknownSkillIds(db, input.skills),
    findActiveEmployees(db, input.employeeConversations),
  ]);
  const errors: FieldErrors = {};
  if (!levelOk) errors.level_id = ['validation.format'];
  if (unknownSkills.length > 0) errors.skills = ['validation.format'];
  if (activeEmployees.length !== input.employeeConversations.length) errors.employeeConversations = ['validation.format'];
  return { errors, activeEmployees };
}

/**
 * POST /students (employees only, decision 022). User, student, skills, welcome conversations, mail and
 * audit entry commit together or not at all.
 * - No password: the account has none, and the student is mailed a single-use 7-day link to choose one
 *   (the reset machinery, like a new employee's); choosing it also confirms the address, unless
 *   `skipEmailVerification` confirmed it already.
 * - A password and `skipEmailVerification: false`: the ordinary confirmation mail.
 * - A password and `skipEmailVerification: true`: confirmed at once, no mail; staff hand over the password.
 * `activateUser` decides whether the student may log in (and, once confirmed, is shown publicly).
 */
export async function createStudent(deps: Pick<Deps, 'config' | 'db' | 'mail'>, viewer: AccessClaims, input: CreateStudent) {
  const { db } = deps;
  if (await isEmailTaken(db, input.email)) throw validationFailed({ email: ['validation.unique'] });
  const { errors, activeEmployees } = await referenceErrors(deps, input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  // Hashing is deliberately slow: done before the transaction opens, so no row lock waits on it.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const token = passwordHash ? null : newToken();
  const now = new Date();

  const studentId = await withFieldErrors(writeErrors, () =>
    db.transaction(async (tx) => {
      const user = await insertStudentUser(tx, {
        email: input.email,
        password_hash: passwordHash,
        activated: input.activateUser,
        email_confirmed_at: input.skipEmailVerification ? now : null,
      });
      const slug = await freeStudentSlug(tx, input.name);
      const id = await insertStudent(tx, {
        user_id: user.id,
        name: input.name,
        slug,
        phone_number: input.phone_number,
        date_of_birth: input.date_of_birth,
        level_id: input.level_id,
      });
      await replaceStudentSkills(tx, id, input.skills);
      if (token) {
        await insertUserToken(tx, {
          user_id: user.id,
          purpose: 'reset',
          token_hash: hashToken(token),
          expires_at: new Date(now.getTime() + tokenLifetimes.studentInvitationDays * 86_400_000),
        });
        await enqueueEmail(tx, deps.mail.context, user.email, {
          template: 'student-invitation',
          data: {
            name: input.name,
            url: `${deps.config.publicUrl}/password/reset?token=${encodeURIComponent(token)}`,
            activated: input.activateUser,
          },
        });
      } else if (!input.skipEmailVerification) {
        await sendConfirmation(deps, tx, user);
      }
      for (const employee of activeEmployees) {
        const conversation = await insertDirectConversation(tx, employee.user_id, user.id, now);
        await insertTextMessage(
          tx,
          conversation.id,
          employee.user_id,
          welcomeLine(input.name, employee.name, deps.mail.context.brandName),
          now,
        );
      }
      await recordAudit(tx, viewer.userId, {
        action: 'student.created',
        entity: { type: 'student', id },
        after: {
          name: input.name,
          slug,
          email: user.email,
          phone_number: input.phone_number,
          date_of_birth: input.date_of_birth,
          level_id: input.level_id,
          skills: input.skills,
          activated: input.activateUser,
          email_confirmed: user.email_confirmed_at !== null,
          // Whether staff chose it, never the password itself.
          password: passwordHash ? 'set' : 'auto',
          employee_conversations: activeEmployees.map((employee) => employee.id),
        },
      });
      return id;
    }),
  );
  deps.mail.poke();
  return getStudentFor(deps, viewer, { id: studentId }, { includes: ['user', 'level', 'skills'] });
}
