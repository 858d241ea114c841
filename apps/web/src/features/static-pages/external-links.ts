/**
 * Addresses outside the app. The spec names both links but not their targets, so these are placeholders
 * to be replaced before launch (the reply lists them as assumptions).
 */
export const externalLinks = {
  /** The Facebook Messenger chat of the contact page. */
  messenger: 'https://m.me/studiekraft',
  /** The separate application site the become-a-student page links to (content spec section 2). */
  studentApplication: 'https://studiekraft.dk/ansoeg',
} as const;
