const all = ['conversations'] as const;

/** Every cache key of the conversations feature. */
export const conversationKeys = {
  all,
  /** Every list of conversations, whatever its filter: what a new or changed message invalidates. */
  lists: () => [...all, 'list'] as const,
  list: (hasProjects: boolean | null) => [...all, 'list', hasProjects] as const,
  /** Staff: every conversation one user takes part in, archived ones too. */
  ofUser: (userId: number) => [...all, 'list', 'user', userId] as const,
  /** Staff: the back office's list of everybody's conversations, as searched, filtered and paged. */
  everybody: (search: string, project: string, archive: string, page: number) =>
    [...all, 'list', 'everybody', search, project, archive, page] as const,
  detail: (id: number) => [...all, id] as const,
  messages: (id: number) => [...all, id, 'messages'] as const,
};
