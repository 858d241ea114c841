/**
 * Upper bounds of every money and hours field a client can send (decision 014). Money columns are
 * numeric(12,2) (largest value 9,999,999,999.99), so the bounds are chosen for the products too: the
 * largest offer times the most hours (10^6 x 10^3 = 10^9) still fits, and a value a Danish student job
 * never reaches is a 422 with a field code rather than a database overflow and a 500.
 */
export const priceLimits = {
  /** Kroner excluding VAT, for the whole task or per hour. */
  offerMax: 1_000_000,
  /** Hours of one project: offered, extra and used alike. */
  hoursMax: 1_000,
  /** Spec section 9: hours at least 1 (offered, extra and used). */
  hoursMin: 1,
  /**
   * An offer below this share of the student's own paygrade for the skill, or above `offerConfirmAboveTimes`
   * times it, is sent only after the student confirms it (decision 060): far enough off to be a slip
   * ('25' for '250'), near enough that a real discount or a large task is one click.
   */
  offerConfirmBelowShare: 0.5,
  offerConfirmAboveTimes: 2,
} as const;
