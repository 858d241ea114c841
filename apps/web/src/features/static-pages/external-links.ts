/**
 * Addresses outside the app. The spec names the link but not its target, so these are placeholders
 * to be replaced before launch (the reply lists them as assumptions).
 */
export const externalLinks = {
  /** The Facebook Messenger chat of the contact page. */
  messenger: 'https://m.me/studiekraft',
} as const;
