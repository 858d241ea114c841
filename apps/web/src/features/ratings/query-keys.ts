import { projectKeys } from '../projects/query-keys.ts';

/** A project's rating sits under the project's key: a project action refreshes it with the rest. */
export const ratingKeys = {
  ofProject: (projectId: number) => [...projectKeys.detail(projectId), 'rating'] as const,
};
