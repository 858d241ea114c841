/** The cache key of the staff list; every change to an employee invalidates it. */
export const employeeKeys = {
  all: ['employees'] as const,
};
