import type { ProjectAction } from '@studiekraft/shared/rules/project-lifecycle';
import type {
  AcceptPriceOffer,
  AnswerExtraHours,
  CancelProject,
  Finalize,
  PriceOffer,
  Project,
  RequestExtraHours,
} from '@studiekraft/shared/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { conversationKeys } from '../../conversations/query-keys.ts';
import { projectKeys } from '../query-keys.ts';

/** The bodies of the lifecycle calls (spec section 7); staff close takes a reason like cancel. */
export type ProjectActionInput =
  | { action: 'clarify' }
  | { action: 'priceOffer'; body: PriceOffer }
  | { action: 'acceptPriceOffer'; body: AcceptPriceOffer }
  | { action: 'requestExtraHours'; body: RequestExtraHours }
  | { action: 'approveExtraHours'; body: AnswerExtraHours }
  | { action: 'declineExtraHours'; body: AnswerExtraHours }
  | { action: 'finalize'; body: Finalize }
  | { action: 'cancel'; body: CancelProject }
  | { action: 'close'; body: CancelProject };

export function runProjectAction(projectId: number, input: ProjectActionInput) {
  const body = 'body' in input ? input.body : undefined;
  return api.post<DataResponse<Project>>(`/projects/${projectId}/${input.action satisfies ProjectAction}`, body);
}

/**
 * One mutation for the lifecycle actions: they share the answer (the project) and the aftermath. The spec
 * reloads the page after an action; here the project, its events, the conversation (system line) and
 * the lists are fetched again instead.
 */
export function useProjectAction(projectId: number, conversationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectActionInput) => runProjectAction(projectId, input).then((response) => response.data),
    onSuccess: (project) => queryClient.setQueryData(projectKeys.detail(projectId), project),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        conversationId === null
          ? undefined
          : queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
      ]),
  });
}
