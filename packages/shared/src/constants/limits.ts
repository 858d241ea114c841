/** Business constants and limits of spec section 9, in one place for both sides. */
export const limits = {
  passwordMin: 8,
  phoneMin: 8,
  postcodeMin: 4,
  /** Minutes a sender may edit or delete their own message (decision 018). */
  messageEditMinutes: 15,
  vatMin: 2,
  vatMax: 13,
  emailMax: 254,
  nameMax: 120,
  textMax: 5000,
  studentMinAge: 17,
  /**
   * The short text under a student's name: one limit for the inline field, the dialog and the API (decision
   * 060). The spec's two (50 inline, 75 in the dialog) let the inline field cut a dialog's text mid-word.
   */
  shortTextMax: 75,
  /** About text, counted without markup (spec's first reading; decision 021). */
  aboutTextMin: 100,
  aboutTextMax: 1500,
  /** The about text's HTML as sent: room for markup around 1,500 characters, not an open door. */
  aboutHtmlMax: 20_000,
  ratingScoreMin: 1,
  ratingScoreMax: 5,
  referencesPerStudent: 6,
  referenceTitleMax: 250,
  referenceTextMax: 750,
  referenceLinkMax: 250,
  filesPerProject: 20,
  fileMaxBytes: 25 * 1024 * 1024,
  avatarMinPx: 300,
  messagePreviewChars: 40,
  blogExcerptChars: 150,
  ratingBodyCutChars: 180,
  tokenRefreshRetries: 2,
} as const;

export const pageSizes = {
  studentSearch: 9,
  studentNameSearch: 9999,
  homeFeatured: 3,
  typeahead: 5,
  adminLists: 999,
  ratings: 3,
  blogTagBar: 20,
  blogCategorySection: 3,
  /** Upper bound for any list request, so one call cannot ask for the whole table twice over. */
  maxLimit: 9999,
  /** The most rows one staff CSV export holds; past it the server cuts and says so (X-Export-Truncated). */
  exportRows: 10_000,
  /**
   * Upper bound for lists anyone may read (students, catalogue, ratings, references) unless the viewer is
   * staff: the spec's 9999 is a staff need, and anyone can register, so a login buys no more.
   */
  publicMaxLimit: 100,
  defaultLimit: 20,
} as const;

export const tokenLifetimes = {
  accessTokenSeconds: 15 * 60,
  /** Sliding: each refresh issues a token valid this long from now... */
  refreshTokenDays: 30,
  /** ...but never past this many days after the login that started the token family (decision 016). */
  refreshFamilyMaxDays: 90,
  /**
   * A token rotated this recently still answers, with the same successor and a fresh access token: parallel
   * tabs and a lost response refresh with the token just rotated. Later it is a replay (decision 058).
   */
  refreshGraceSeconds: 10,
  resetTokenMinutes: 60,
  /** A new employee's set-password link: they may not read the mail within the hour a reset allows. */
  employeeInvitationDays: 7,
  /** A student created by staff without a password sets one from the mailed link (decision 022). */
  studentInvitationDays: 7,
  confirmationTokenDays: 7,
  /** A newsletter sign-up waits this long for its confirmation, then it is deleted (double opt-in, issue 33). */
  newsletterConfirmDays: 7,
} as const;

export const toastDurations = { short: 3000, normal: 5000, long: 10000 } as const;

export const referralValues = ['friend', 'startup_central', 'google', 'facebook', 'linkedin', 'article', 'other'] as const;
export type Referral = (typeof referralValues)[number];
