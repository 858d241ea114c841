/** Every cache key of the skills feature: levels, skill groups and the text of a category page (staff keys: staff-query-keys.ts). */
export const skillKeys = {
  levels: () => ['levels'] as const,
  menu: () => ['skill-groups', 'menu'] as const,
  catalogue: (scope: string) => ['skill-groups', 'catalogue', scope] as const,
  categoryContent: (key: string | undefined) => ['category-content', key] as const,
};
