const all = ['payouts'] as const;

/** Every cache key of the payouts feature. Crediting an invoice or paying a month invalidates `all`. */
export const payoutKeys = {
  all,
  summary: () => [...all, 'summary'] as const,
  month: (month: string | null) => [...all, 'month', month] as const,
  /** The levels' shares: not payouts, so a payout change leaves them be. */
  rates: () => ['payout-rates'] as const,
};
