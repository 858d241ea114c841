import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { customers, employees, students } from '../../db/schema/index.ts';
import { splitCustomerName } from './contact-service.ts';

let t: TestApp;
let customer: CreatedUser;
let student: CreatedUser;
let employee: CreatedUser;
let asCustomer: LoggedIn;
let asStudent: LoggedIn;
let asEmployee: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  customer = await createUser(db, { type: 'CUSTOMER' });
  student = await createUser(db, { type: 'STUDENT' });
  employee = await createUser(db, { type: 'EMPLOYEE' });
  [asCustomer, asStudent, asEmployee] = await Promise.all([
    loginAs(t.app, customer),
    loginAs(t.app, student),
    loginAs(t.app, employee),
  ]);
});
afterAll(() => t.close());

const putContact = (id: number, payload: unknown, session?: LoggedIn) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/contact`, headers: session?.headers, payload: payload as object });

describe('PUT /api/users/:id/contact', () => {
  it('updates a customer: the name split at the last space, the phone without spaces', async () => {
    const response = await putContact(customer.id, { name: '  Anna Marie Jensen ', phone_number: '+45 12 34 56 78' }, asCustomer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: customer.id,
      account_type: 'CUSTOMER',
      account: { name: 'Anna Marie Jensen', phone_number: '+4512345678' },
    });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.user_id, customer.id));
    expect(row).toMatchObject({ first_name: 'Anna Marie', last_name: 'Jensen', phone_number: '+4512345678' });
  });

  it('updates a student name and phone but keeps the slug', async () => {
    const [before] = await t.database.db.select().from(students).where(eq(students.user_id, student.id));
    const response = await putContact(student.id, { name: 'Ny Studerende', phone_number: '87654321' }, asStudent);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account).toMatchObject({ name: 'Ny Studerende', phone_number: '87654321', slug: before?.slug });
    const [after] = await t.database.db.select().from(students).where(eq(students.user_id, student.id));
    expect(after).toMatchObject({ name: 'Ny Studerende', phone_number: '87654321', slug: before?.slug });
  });

  it('updates an employee', async () => {
    const response = await putContact(employee.id, { name: 'Medarbejder Navn', phone_number: '11223344' }, asEmployee);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(employees).where(eq(employees.user_id, employee.id));
    expect(row).toMatchObject({ name: 'Medarbejder Navn', phone_number: '11223344' });
  });

  it('lets an employee change another user', async () => {
    const response = await putContact(student.id, { name: 'Rettet Af Staff', phone_number: '55556666' }, asEmployee);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account.name).toBe('Rettet Af Staff');
  });

  it("refuses an employee editing another employee's details (403), as PUT /employees/:id does", async () => {
    const colleague = await createUser(t.database.db, { type: 'EMPLOYEE', name: 'Kollega Før' });
    const response = await putContact(colleague.id, { name: 'Kapret Navn', phone_number: '99999999' }, asEmployee);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'FORBIDDEN' });
    const [row] = await t.database.db.select().from(employees).where(eq(employees.user_id, colleague.id));
    expect(row?.name).toBe('Kollega Før');
    // The colleague may still edit their own, and the employee still a customer's.
    expect(
      (await putContact(colleague.id, { name: 'Kollega Selv', phone_number: '11112222' }, await loginAs(t.app, colleague)))
        .statusCode,
    ).toBe(200);
    expect((await putContact(customer.id, { name: 'Rettet Kunde', phone_number: '33334444' }, asEmployee)).statusCode).toBe(200);
  });

  it('answers field codes for a missing name and a bad or short phone', async () => {
    const missing = await putContact(customer.id, { name: ' ', phone_number: '' }, asCustomer);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ name: ['validation.required'], phone_number: ['validation.required'] });
    const letters = await putContact(customer.id, { name: 'A', phone_number: '12a45678' }, asCustomer);
    expect(letters.json().errors.phone_number[0]).toBe('validation.format');
    const plusInside = await putContact(customer.id, { name: 'A', phone_number: '1234+5678' }, asCustomer);
    expect(plusInside.json().errors.phone_number[0]).toBe('validation.format');
    const short = await putContact(customer.id, { name: 'A', phone_number: '12 34 56 7' }, asCustomer);
    expect(short.json().errors.phone_number).toEqual(['validation.min']);
    const long = await putContact(customer.id, { name: 'x'.repeat(121), phone_number: '12345678' }, asCustomer);
    expect(long.json().errors.name).toEqual(['validation.max']);
  });

  it('refuses another user (403), anonymous (401) and an unknown user (404)', async () => {
    const valid = { name: 'Fremmed', phone_number: '12345678' };
    expect((await putContact(customer.id, valid, asStudent)).statusCode).toBe(403);
    expect((await putContact(student.id, valid, asCustomer)).statusCode).toBe(403);
    expect((await putContact(customer.id, valid)).statusCode).toBe(401);
    expect((await putContact(customer.id, {})).statusCode).toBe(401);
    expect((await putContact(999999, valid, asEmployee)).statusCode).toBe(404);
  });
});

describe('splitCustomerName', () => {
  it('splits at the last space and leaves a single word without last name', () => {
    expect(splitCustomerName('Anna Marie  Jensen')).toEqual({ first_name: 'Anna Marie', last_name: 'Jensen' });
    expect(splitCustomerName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});
