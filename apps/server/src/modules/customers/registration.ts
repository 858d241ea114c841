import type { CustomerRegistration, QuickRegistration } from '@studiekraft/shared/schemas/customers';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { withFieldErrors } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isEmailTaken } from '../accounts/account-repository.ts';
import { issueProjectToken } from '../projects/project-token.ts';
import { sendConfirmation } from '../users/email-confirmation.ts';
import { presentCustomer } from './presenter.ts';
import { findCustomer, insertCustomer, insertCustomerUser } from './repository.ts';

const emailTaken = () => new AppError('VALIDATION_FAILED', { email: ['validation.unique'] });
/** The database is the judge of a taken e-mail, so two concurrent registrations cannot both win. */
const uniqueEmail = { unique: { users_email_unique: 'email' } };

/**
 * What the CVR register says about a VAT number, looked up by the server so the flag never trusts the
 * client. Found: the register's company name wins over what was typed. Unknown number or a register
 * outage: stored unverified for staff to check; registration never fails because of the register.
 */
export async function verifyVatNumber(deps: Pick<Deps, 'cvr'>, vatNumber: string | undefined, typedCompanyName?: string) {
  if (!vatNumber) return { vat_number: null, vat_verified: false, company_name: typedCompanyName || null };
  const result = await deps.cvr.lookup(vatNumber);
  if (result.status === 'found') return { vat_number: vatNumber, vat_verified: true, company_name: result.company.name };
  return { vat_number: vatNumber, vat_verified: false, company_name: typedCompanyName || null };
}

async function presentNew(deps: Pick<Deps, 'db'>, customerId: number) {
  const row = await findCustomer(deps.db, customerId);
  if (!row) throw new Error('registered customer not found');
  return presentCustomer(row, { staff: false, user: true });
}

/**
 * POST /customers: the full registration form. The account cannot log in before the e-mail is confirmed
 * (NOT_CONFIRMED); the confirmation mail is queued in the same transaction as the insert.
 */
export async function registerCustomer(deps: Pick<Deps, 'config' | 'cvr' | 'db' | 'mail'>, input: CustomerRegistration) {
  const { db } = deps;
  // Checked first so a taken address costs neither a password hash nor a CVR call.
  if (await isEmailTaken(db, input.email)) throw emailTaken();
  // The register is asked before the transaction opens: no transaction waits on the network.
  const [passwordHash, vat] = await Promise.all([
    hashPassword(input.password),
    verifyVatNumber(deps, input.vat_number, input.company_name),
  ]);
  const customerId = await withFieldErrors(uniqueEmail, () =>
    db.transaction(async (tx) => {
      const user = await insertCustomerUser(tx, { email: input.email, password_hash: passwordHash });
      const id = await insertCustomer(tx, {
        user_id: user.id,
        first_name: input.first_name,
        last_name: input.last_name,
        phone_number: input.phone_number,
        ...vat,
        address: input.address,
        postcode: input.postcode,
        city: input.city,
        referral: input.referral ?? null,
        newsletter: input.newsletter,
      });
      await sendConfirmation(deps, tx, user);
      return id;
    }),
  );
  deps.mail.poke();
  return presentNew(deps, customerId);
}

/** 'Anne Marie Hansen' is first name 'Anne Marie' and last name 'Hansen'; a single word is a first name. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return words.length > 0 ? { first_name: words.join(' '), last_name: last } : { first_name: last, last_name: '' };
}

/**
 * POST /customers/quick: the contact flow's registration by name, phone and e-mail (decision 010). The
 * user has no password until they confirm the e-mail and choose one; the response carries the single-use
 * project token with which this browser creates the one project it registered for.
 */
export async function quickRegisterCustomer(deps: Pick<Deps, 'config' | 'db' | 'mail'>, input: QuickRegistration) {
  const { db } = deps;
  if (await isEmailTaken(db, input.email)) throw emailTaken();
  const { customerId, projectToken } = await withFieldErrors(uniqueEmail, () =>
    db.transaction(async (tx) => {
      const user = await insertCustomerUser(tx, { email: input.email, password_hash: null });
      const id = await insertCustomer(tx, {
        user_id: user.id,
        ...splitName(input.name),
        phone_number: input.phone_number,
        is_new_registration: true,
      });
      const token = await issueProjectToken(tx, user.id);
      // No password hash, so this is the "your project is waiting, choose a password" variant.
      await sendConfirmation(deps, tx, user);
      return { customerId: id, projectToken: token };
    }),
  );
  deps.mail.poke();
  return { data: await presentNew(deps, customerId), project_token: projectToken };
}
