import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiLabelledReply,
  AiPrompt,
  AiReplyLabel,
  AssistantAnswer,
  AutoLabelRule,
  CompanyResearch,
  RewriteMode,
} from '@leadloop/domain/ai/assistant';
import type { AiLabel } from '@leadloop/domain/ai/enums';
import { api } from '../../lib/api';
import { getCurrentSpace } from '../../lib/current-space';

export const aiKeys = {
  all: ['ai'] as const,
  labels: (target: { conversation_id?: string; profile_id?: string }) => ['ai', 'labels', target] as const,
  prompts: () => ['ai', 'prompts'] as const,
  research: () => ['ai', 'research', getCurrentSpace()] as const,
  autoLabels: () => ['ai', 'auto-labels', getCurrentSpace()] as const,
  labelStats: () => ['ai', 'labels', 'stats', getCurrentSpace()] as const,
  recentLabels: (label: AiLabel | null) => ['ai', 'labels', 'recent', getCurrentSpace(), label] as const,
};

interface LabelList {
  items: AiReplyLabel[];
  latest: AiReplyLabel | null;
}

/** GET /ai/labels: the AI labels of a conversation or a prospect; polled while none has arrived yet (the job labels within seconds). */
export const useAiLabels = (target: { conversation_id?: string; profile_id?: string }) =>
  useQuery({
    queryKey: aiKeys.labels(target),
    queryFn: () => api.get<LabelList>('/ai/labels', { query: target }),
    refetchInterval: (q) => (q.state.data?.latest ? false : 5_000),
  });

export const useCorrectLabel = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: { id: string; label: AiLabel }) =>
      api.put<AiReplyLabel>(`/ai/labels/${id}`, { label }),
    onSettled: () => client.invalidateQueries({ queryKey: ['ai', 'labels'] }),
  });
};

/** GET /ai/labels/stats: per AI label, how many replies got it and how many of those users corrected. */
export const useLabelStats = () =>
  useQuery({
    queryKey: aiKeys.labelStats(),
    queryFn: () =>
      api.get<{
        labelled: number;
        corrected: number;
        by_label: Record<string, { labelled: number; corrected: number }>;
      }>('/ai/labels/stats'),
  });

/** GET /ai/labels/recent: the latest labelled replies (of one label, when given), with their words. */
export const useRecentLabelledReplies = (label: AiLabel | null) =>
  useQuery({
    queryKey: aiKeys.recentLabels(label),
    queryFn: () =>
      api.get<{ items: AiLabelledReply[] }>('/ai/labels/recent', { query: label ? { label } : {} }),
  });

export const useRecentPrompts = (enabled: boolean) =>
  useQuery({
    queryKey: aiKeys.prompts(),
    queryFn: () => api.get<{ items: AiPrompt[] }>('/ai/prompts'),
    enabled,
    refetchInterval: (q) => (q.state.data?.items.some((p) => p.status === 'running') ? 3_000 : false),
  });

const afterSpend = (client: ReturnType<typeof useQueryClient>) => {
  void client.invalidateQueries({ queryKey: aiKeys.prompts() });
  void client.invalidateQueries({ queryKey: ['credits'] });
};

export const useSuggestReply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversation_id: string) =>
      api.post<AssistantAnswer>('/ai/assistant/suggest_reply', { conversation_id }),
    onSettled: () => afterSpend(client),
  });
};

export const useRewrite = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; mode: RewriteMode; language?: string; profile_id?: string }) =>
      api.post<AssistantAnswer>('/ai/assistant/rewrite', body),
    onSettled: () => afterSpend(client),
  });
};

interface ResearchList {
  remaining_attempts: number;
  max_attempts: number;
  company_researches: CompanyResearch[];
}

export const useResearches = () =>
  useQuery({ queryKey: aiKeys.research(), queryFn: () => api.get<ResearchList>('/ai/company_researches') });

export const useResearchCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { host_name: string; research_objective: string }) =>
      api.post<CompanyResearch & { remaining_attempts: number; balance: number }>(
        '/ai/company_researches',
        body,
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: aiKeys.research() });
      afterSpend(client);
    },
  });
};

export const useAutoLabels = () =>
  useQuery({
    queryKey: aiKeys.autoLabels(),
    queryFn: () => api.get<{ rules: AutoLabelRule[] }>('/ai/auto_labels'),
  });

export const useSaveAutoLabels = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: AutoLabelRule[]) => api.put<{ rules: AutoLabelRule[] }>('/ai/auto_labels', { rules }),
    onSuccess: (data) => client.setQueryData(aiKeys.autoLabels(), data),
  });
};
