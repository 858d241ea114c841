import type { FastifyInstance } from 'fastify';
import { loginAs } from '../auth-helpers.ts';
import { createUser } from '../factories.ts';
import { createStudent } from '../student-factories.ts';
import type { Role, World } from './route-world.ts';

/** The three ways a held token outlives its session (issue 33). */
export const staleKinds = ['deactivatedEmployee', 'erasedCustomer', 'studentBeforePasswordChange'] as const;
type StaleKind = (typeof staleKinds)[number];

/** Each identity's bearer header, taken before its session ended, and the matrix role whose requests it sends. */
export type StaleIdentities = Record<StaleKind, { headers: { authorization: string }; role: Role }>;

async function expectOk(response: Promise<{ statusCode: number; body: string }>, what: string) {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
}

/**
 * An employee deactivated by the world's employee, a customer who erased their own account and a
 * student who changed their password elsewhere: each logged in first, each token read once (so the
 * server holds their state in its cache) before the change.
 */
export async function staleIdentities(app: FastifyInstance, world: World): Promise<StaleIdentities> {
  const db = app.database.db;
  const employee = await createUser(db, { type: 'EMPLOYEE', name: 'Frida Fratrådt' });
  const customer = await createUser(db, { type: 'CUSTOMER', name: 'Gertrud Sletmigsen' });
  const student = await createStudent(db, { skills: ['logo'] });
  const [employeeAuth, customerAuth, studentAuth] = await Promise.all([
    loginAs(app, employee),
    loginAs(app, customer),
    loginAs(app, student),
  ]);
  for (const [user, auth] of [
    [employee, employeeAuth],
    [customer, customerAuth],
    [student, studentAuth],
  ] as const)
    await expectOk(app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: auth.headers }), 'read before');

  await expectOk(
    app.inject({ method: 'PUT', url: `/api/users/deactivate/${employee.id}`, headers: world.headers.employee }),
    'deactivate',
  );
  await expectOk(
    app.inject({
      method: 'DELETE',
      url: `/api/users/${customer.id}`,
      headers: customerAuth.headers,
      payload: { password: customer.password },
    }),
    'erase',
  );
  // Changed on another device: this token is the one left behind.
  const elsewhere = await loginAs(app, student);
  await expectOk(
    app.inject({
      method: 'PUT',
      url: `/api/users/${student.id}`,
      headers: elsewhere.headers,
      payload: { password: 'et-andet-kodeord-9', current_password: student.password },
    }),
    'change password',
  );
  return {
    deactivatedEmployee: { headers: employeeAuth.headers, role: 'employee' },
    erasedCustomer: { headers: customerAuth.headers, role: 'customerA' },
    studentBeforePasswordChange: { headers: studentAuth.headers, role: 'studentA' },
  };
}
