import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { conversationKeys } from '../query-keys.ts';
import { getConversations } from './get-conversations.ts';

export type ProjectFilter = 'all' | 'with' | 'without';
export type ArchiveFilter = 'active' | 'archived' | 'all';

export interface AdminConversationsQuery {
  search: string;
  project: ProjectFilter;
  archive: ArchiveFilter;
  /** 0-based, as the API counts. */
  page: number;
}

const hasProjects = { all: undefined, with: true, without: false } as const;
const archived = { all: undefined, active: false, archived: true } as const;

/**
 * Staff: one page of everybody's conversations, newest activity first (the back office's 'Samtaler'); the
 * previous page stays on screen while the next loads.
 */
export function useAdminConversations({ search, project, archive, page }: AdminConversationsQuery) {
  const term = search.trim();
  return useQuery({
    queryKey: conversationKeys.everybody(term, project, archive, page),
    queryFn: ({ signal }) =>
      getConversations({ all: true, search: term, hasProjects: hasProjects[project], archived: archived[archive], page }, signal),
    placeholderData: keepPreviousData,
  });
}
