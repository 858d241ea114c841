import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { emailField, optionalString, requiredString } from './fields.ts';

/** POST /employees: staff create a colleague, who sets a password from the mailed link. */
export const employeeCreateSchema = z.strictObject({
  name: requiredString(limits.nameMax),
  email: emailField(),
  phone_number: optionalString(30),
});
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;
