import { sumByDatePeriodQuerySchema } from '@studiekraft/shared/schemas/date-periods';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { sumByDatePeriod } from './date-periods.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // UTC instants; Denmark is UTC+1 in March, so the last one is already 1 April there.
  for (const at of ['2020-03-01T10:00:00Z', '2020-03-01T22:30:00Z', '2020-03-10T12:00:00Z', '2020-03-31T23:30:00Z']) {
    const user = await createUser(database.db, { type: 'CUSTOMER' });
    await database.db
      .update(customers)
      .set({ created_at: new Date(at) })
      .where(eq(customers.id, user.accountId));
  }
});
afterAll(() => database.close());

const sum = (query: Record<string, string>, now?: Date) =>
  sumByDatePeriod(
    database.db,
    { table: customers, createdAt: customers.created_at },
    sumByDatePeriodQuerySchema.parse(query),
    now,
  );

describe('sumByDatePeriod', () => {
  it('counts per Danish day, with every day of the range in order', async () => {
    const days = await sum({ period: 'day', from: '2020-03-01', to: '2020-03-03' });
    expect(days).toEqual({ '2020-03-01': 2, '2020-03-02': 0, '2020-03-03': 0 });
    expect(Object.keys(days)).toEqual(['2020-03-01', '2020-03-02', '2020-03-03']);
    expect(await sum({ period: 'day', from: '31-03-2020', to: '01-04-2020' })).toEqual({ '2020-03-31': 0, '2020-04-01': 1 });
  });

  it('counts per ISO week, month and year', async () => {
    expect(await sum({ period: 'week', from: '2020-03-01', to: '2020-03-10' })).toEqual({
      '2020-W09': 2,
      '2020-W10': 0,
      '2020-W11': 1,
    });
    expect(await sum({ period: 'month', from: '2020-03-01', to: '2020-04-30' })).toEqual({ '2020-03': 3, '2020-04': 1 });
    expect(await sum({ period: 'year', from: '2020-01-01', to: '2021-12-31' })).toEqual({ '2020': 4, '2021': 0 });
  });

  it('defaults to the days of the current Danish month up to today', async () => {
    const result = await sum({}, new Date('2020-03-03T23:30:00Z'));
    expect(result).toEqual({ '2020-03-01': 2, '2020-03-02': 0, '2020-03-03': 0, '2020-03-04': 0 });
  });

  it('refuses ranges longer than ten years', async () => {
    await expect(sum({ from: '1990-01-01', to: '2020-01-01' })).rejects.toBeInstanceOf(AppError);
  });
});

describe('sumByDatePeriodQuerySchema', () => {
  it.each([
    { period: 'hour' },
    { from: '2020-02-30' },
    { from: '2020-3-1' },
    { from: 'i dag' },
    { from: '2020-03-02', to: '2020-03-01' },
  ])('refuses %j', (query) => {
    expect(sumByDatePeriodQuerySchema.safeParse(query).success).toBe(false);
  });
});
