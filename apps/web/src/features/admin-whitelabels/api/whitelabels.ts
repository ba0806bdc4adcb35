import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMAIL_TEST_TYPES } from '@leadloop/domain/admin/whitelabels';
import { api } from '../../../lib/api';
import type {
  BrandSpace,
  Whitelabel,
  WhitelabelCreateBody,
  WhitelabelStatus,
  WhitelabelUpdateBody,
} from '../types';

const keys = {
  all: ['admin', 'whitelabels'] as const,
  list: (status?: WhitelabelStatus) => [...keys.all, 'list', status ?? 'all'] as const,
  one: (brand: string) => [...keys.all, 'one', brand] as const,
};
const options = { withoutSpace: true } as const;

export interface WhitelabelList {
  whitelabels: Whitelabel[];
  counts: Record<WhitelabelStatus, number>;
}

export const useWhitelabels = (status?: WhitelabelStatus) =>
  useQuery({
    queryKey: keys.list(status),
    queryFn: () => api.get<WhitelabelList>(`/admin/whitelabels${status ? `?status=${status}` : ''}`, options),
  });

export const useWhitelabel = (brand: string) =>
  useQuery({
    queryKey: keys.one(brand),
    queryFn: () => api.get<Whitelabel>(`/admin/whitelabels/${encodeURIComponent(brand)}`, options),
  });

function useSaved() {
  const queryClient = useQueryClient();
  return (saved: Whitelabel) => {
    queryClient.setQueryData(keys.one(saved.brand), saved);
    void queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    // the app itself may wear this brand
    void queryClient.invalidateQueries({ queryKey: ['brand'] });
  };
}

export const useCreateWhitelabel = () => {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: WhitelabelCreateBody) =>
      api.post<Whitelabel>('/admin/whitelabels/create', body, options),
    onSuccess: saved,
  });
};

export const useUpdateWhitelabel = (brand: string) => {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: WhitelabelUpdateBody) =>
      api.put<Whitelabel>(`/admin/whitelabels/${encodeURIComponent(brand)}`, body, options),
    onSuccess: saved,
  });
};

export type WhitelabelImage = 'logo_square' | 'logo_rectangle' | 'favicon';
export const useUploadWhitelabelImage = (brand: string) => {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: WhitelabelImage; file: File }) => {
      const body = new FormData();
      body.set('kind', kind);
      body.set('file', file);
      return api.post<Whitelabel>(`/admin/whitelabels/${encodeURIComponent(brand)}/image`, body, options);
    },
    onSuccess: saved,
  });
};

export type EmailTestType = (typeof EMAIL_TEST_TYPES)[number];
export { EMAIL_TEST_TYPES };
export interface EmailTestResult {
  results: { type: EmailTestType; status: string; error: string | null }[];
}
export const useSendTestEmails = () =>
  useMutation({
    mutationFn: (body: { email: string; user: string; types: EmailTestType[] }) =>
      api.post<EmailTestResult>('/admin/emails/test', body, options),
  });

/** The brand's workspaces a customer domain may name, searched by name. */
export const useBrandSpaces = (brand: string, q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...keys.one(brand), 'spaces', q],
    queryFn: () =>
      api.get<BrandSpace[]>(
        `/admin/whitelabels/${encodeURIComponent(brand)}/spaces?q=${encodeURIComponent(q)}`,
        options,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
