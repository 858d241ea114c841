const all = ['customers'] as const;

/** Every cache key of the customers feature; all start with `all`, which a change to a customer invalidates. */
export const customerKeys = {
  all,
  detail: (id: number) => [...all, id] as const,
  adminDetail: (id: number) => [...all, id, 'admin-detail'] as const,
  /** The staff table: its filter, search, sort and page as the API gets them. */
  adminList: (...filters: unknown[]) => [...all, 'admin-list', ...filters] as const,
  /** A VAT number looked up in the CVR register: not a customer's, so outside `all`. */
  vat: (vatNumber: string) => ['vat', vatNumber] as const,
};
