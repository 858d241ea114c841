const int4 = 2_147_483_647;

/** A filter value as a row id (a positive int4, as a number or digits), or undefined. */
export const toId = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= int4 ? n : undefined;
};
