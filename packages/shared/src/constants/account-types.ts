export const accountTypes = ['STUDENT', 'CUSTOMER', 'EMPLOYEE'] as const;
export type AccountType = (typeof accountTypes)[number];
