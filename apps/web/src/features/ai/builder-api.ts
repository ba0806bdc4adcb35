import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiApproved,
  AiPreview,
  AiSampleProspect,
  BuilderSequenceAnswer,
  BuilderStepAnswer,
  BuilderTextStep,
  PersonalityAnswer,
} from '@leadloop/domain/ai/builder';
import { api } from '../../lib/api';
import { getCurrentSpace } from '../../lib/current-space';

const afterSpend = (client: ReturnType<typeof useQueryClient>) => {
  void client.invalidateQueries({ queryKey: ['ai', 'prompts'] });
  void client.invalidateQueries({ queryKey: ['credits'] });
};

/** GET /ai/preview/samples: who a preview can be written for (the campaign's prospects first). */
export const useSampleProspects = (workflowId: string | undefined) =>
  useQuery({
    queryKey: ['ai', 'samples', getCurrentSpace(), workflowId ?? null],
    queryFn: () =>
      api.get<{ items: AiSampleProspect[] }>('/ai/preview/samples', {
        query: workflowId ? { workflow_id: workflowId } : {},
      }),
  });

export const usePreviewAiText = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      text: string;
      profile_id: string;
      workflow_id?: string;
      node_id?: string;
      attempt?: number;
    }) => api.post<AiPreview>('/ai/preview', body),
    onSettled: () => afterSpend(client),
  });
};

export const useApproveAiText = () =>
  useMutation({
    mutationFn: (body: {
      workflow_id: string;
      node_id: string;
      profile_id: string;
      texts: Record<string, string>;
    }) => api.post<AiApproved>('/ai/preview/approve', body),
  });

export const useAssistStep = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: BuilderTextStep; mode: 'write' | 'improve'; goal?: string; text?: string }) =>
      api.post<BuilderStepAnswer>('/ai/builder/step', body),
    onSettled: () => afterSpend(client),
  });
};

export const useAssistSequence = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { goal: string; channel?: 'network' | 'email' }) =>
      api.post<BuilderSequenceAnswer>('/ai/builder/sequence', body),
    onSettled: () => afterSpend(client),
  });
};

export const usePersonality = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile_id: string) => api.post<PersonalityAnswer>('/ai/personality', { profile_id }),
    onSettled: () => afterSpend(client),
  });
};
