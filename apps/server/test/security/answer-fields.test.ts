import { describe, expect, it } from 'vitest';
import { leakedFields } from './answer-fields.ts';
import type { World } from './route-world.ts';

const world = {
  users: {
    customerA: { email: 'a@example.test' },
    customerB: { email: 'b@example.test' },
    studentA: { email: 's@example.test' },
    studentB: { email: 't@example.test' },
    employee: { email: 'e@example.test' },
    employeeB: { email: 'f@example.test' },
  },
} as unknown as World;

describe('leakedFields', () => {
  it('flags credentials for everyone, staff included', () => {
    expect(leakedFields(200, { data: { user: { password_hash: 'x' } } }, 'employee', world, undefined)).toEqual([
      '$.data.user.password_hash',
    ]);
  });

  it('flags staff notes and other people’s e-mail for everyone but staff', () => {
    const body = { rows: [{ notes: 'Ringet op', user: { email: 'b@example.test' } }, { email: 'a@example.test' }] };
    expect(leakedFields(200, body, 'customerA', world, undefined)).toEqual([
      '$.rows[0].notes',
      '$.rows[0].user.email (b@example.test)',
    ]);
    expect(leakedFields(200, body, 'employee', world, undefined)).toEqual([]);
    expect(leakedFields(200, body, 'anonymous', world, undefined)).toContain('$.rows[1].email (a@example.test)');
  });

  it('lets an answer echo the address the request carried, and ignores refusals', () => {
    expect(leakedFields(201, { data: { email: 'ny@example.test' } }, 'anonymous', world, { email: 'ny@example.test' })).toEqual(
      [],
    );
    expect(leakedFields(422, { message: 'VALIDATION_FAILED', errors: { password: ['x'] } }, 'anonymous', world, {})).toEqual([]);
  });
});
