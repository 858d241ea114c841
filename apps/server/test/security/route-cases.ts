import { accountCases } from './route-cases/account-cases.ts';
import { billingCases } from './route-cases/billing-cases.ts';
import { catalogueCases } from './route-cases/catalogue-cases.ts';
import { projectCases } from './route-cases/project-cases.ts';
import { publicCases } from './route-cases/public-cases.ts';
import type { RouteCase } from './route-cases/route-case.ts';
import { studentContentCases } from './route-cases/student-content-cases.ts';

/** Every row of the authorisation matrix (and the fuzzer's routes), one file per area of the API. */
export const routeCases: RouteCase[] = [
  ...publicCases,
  ...accountCases,
  ...catalogueCases,
  ...studentContentCases,
  ...billingCases,
  ...projectCases,
];
