import type { Customer } from '@studiekraft/shared/schemas/customers';
import type { CustomerProjectRow, CustomerRow } from './repository.ts';

export interface CustomerParts {
  /** Employees only: staff notes are never shown to the customer themself. */
  staff: boolean;
  user?: boolean;
  /** Present when projects were included; each with its student when that was included. */
  projects?: CustomerProjectRow[];
}

export const customerName = (row: Pick<CustomerRow, 'first_name' | 'last_name'>) => `${row.first_name} ${row.last_name}`.trim();

/** The fields of a customer that leave the server, per viewer; never the password or token data. */
export function presentCustomer(row: CustomerRow, parts: CustomerParts): Customer {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    name: customerName(row),
    email: row.email,
    phone_number: row.phone_number,
    company_name: row.company_name,
    vat_number: row.vat_number,
    vat_verified: row.vat_verified,
    // Spec section 3: the company flag derives from having a VAT number.
    is_company: Boolean(row.vat_number),
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    ...(parts.staff ? { notes: row.notes } : {}),
    referral: row.referral,
    newsletter: row.newsletter,
    is_new_registration: row.is_new_registration,
    created_at: row.created_at.toISOString(),
    ...(parts.user
      ? { user: { id: row.user_id, email: row.email, activated: row.activated, confirmed: row.email_confirmed_at !== null } }
      : {}),
    ...(parts.projects
      ? {
          projects: parts.projects.map((project) => ({
            id: project.id,
            name: project.name,
            status: project.status,
            created_at: project.created_at.toISOString(),
            ...(project.student ? { student: project.student } : {}),
          })),
        }
      : {}),
  };
}
