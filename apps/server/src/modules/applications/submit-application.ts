import { applicationFields, applicationLimits } from '@studiekraft/shared/schemas/student-application';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { discardFiles, receiveFiles } from '../../lib/multipart-files.ts';
import { displayFilename } from '../../lib/multipart-upload.ts';
import { newStorageKey } from '../../plugins/storage.ts';
import { freeStudentSlug } from '../student-profiles/student-slug.ts';
import { checkApplicationForm, chosenFiles } from './application-form.ts';
import { type ApplicationFile, activeEmployeeContacts, findEntryLevelId, insertApplicant } from './repository.ts';

/** The database is the judge of a taken e-mail, so two applications with one address cannot both pass. */
const uniqueEmail = { unique: { users_email_unique: applicationFields.email } };

/** 3,000 characters of motivation may take up to 4 bytes each in UTF-8. */
const fieldSize = 4 * applicationLimits.messageMax;
/** Nine fields, skills repeated up to a few times over (a client may send more than the 3 allowed). */
const maxFields = 30;

/**
 * POST /students/applications (anonymous visitors). Reads the form with every limit set before a byte is
 * read, checks all of it, moves the PDFs into storage and then, in one transaction, creates the inactive
 * login, the private student at the entry level marked 'received', its skills and the application, and
 * queues the applicant's confirmation and a notice to every active employee. Stored files whose
 * transaction fails are deleted again; temporary files never outlive the request.
 */
export async function submitApplication(
  deps: Pick<Deps, 'config' | 'db' | 'log' | 'mail' | 'storage' | 'uploadTmpDir'>,
  request: FastifyRequest,
): Promise<{ id: number }> {
  const { db } = deps;
  const received = await receiveFiles(request, {
    fileField: applicationFields.files,
    maxFiles: applicationLimits.filesMax,
    maxBytes: applicationLimits.fileMaxBytes,
    tmpDir: deps.uploadTmpDir,
    fieldSize,
    maxFields,
  });
  const stored: string[] = [];
  try {
    const files = chosenFiles(received.files);
    const values = await checkApplicationForm(db, received.fields, files);
    const kept: ApplicationFile[] = [];
    for (const file of files) {
      const key = newStorageKey('applications', 'pdf');
      await deps.storage.putFile(key, file.tmpPath);
      stored.push(key);
      kept.push({ path: key, original_filename: displayFilename(file.filename || 'ansoegning.pdf') });
    }
    const now = new Date();
    const { publicUrl } = deps.config;
    const studentId = await withFieldErrors(uniqueEmail, () =>
      db.transaction(async (tx) => {
        const created = await insertApplicant(tx, {
          email: values.email,
          name: values.name,
          slug: await freeStudentSlug(tx, values.name),
          phone_number: values.phone_number,
          date_of_birth: values.date_of_birth,
          level_id: await findEntryLevelId(tx),
          skills: values.skills,
          message: values.message,
          study_programme: values.study_programme,
          institution: values.institution,
          files: kept,
          terms_accepted_at: now,
        });
        await enqueueEmail(tx, deps.mail.context, values.email, {
          template: 'application-received',
          data: { name: values.name, homeUrl: `${publicUrl}/`, files: kept.length },
        });
        for (const employee of await activeEmployeeContacts(tx)) {
          await enqueueEmail(tx, deps.mail.context, employee.email, {
            template: 'application-notice',
            data: {
              name: employee.name,
              applicantName: values.name,
              studyProgramme: values.study_programme,
              institution: values.institution,
              url: `${publicUrl}/administration/students/applications/${created.studentId}`,
            },
          });
        }
        return created.studentId;
      }),
    );
    deps.mail.poke();
    return { id: studentId };
  } catch (error) {
    await Promise.all(
      stored.map((key) =>
        deps.storage
          .delete(key)
          .catch((err) => deps.log.warn({ err, key }, 'application file not deleted after a failed submit')),
      ),
    );
    throw error;
  } finally {
    // Moved files are gone from the temporary folder already; this removes the rest (refused or ignored).
    await discardFiles(received.files);
  }
}
