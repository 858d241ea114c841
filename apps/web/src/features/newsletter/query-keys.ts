/** The cache key of a newsletter link's answer (confirm or unsubscribe, by its token). */
export const newsletterKeys = {
  link: (action: string, token: string) => ['newsletter', action, token] as const,
};
