const all = ['invoices'] as const;

/** Every cache key of the invoices feature; an action on an invoice invalidates `all`. */
export const invoiceKeys = {
  all,
  list: (filter: unknown) => [...all, 'list', filter] as const,
  ofProject: (projectId: number) => [...all, 'project', projectId] as const,
  totals: (from: string, to: string) => [...all, 'totals', from, to] as const,
};
