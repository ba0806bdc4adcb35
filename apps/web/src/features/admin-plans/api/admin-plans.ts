import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type {
  BrandPrice,
  BrandPriceType,
  BrandTrial,
  BuzzPricing,
  HealthNotify,
  PriceConfigs,
  TierPlanView,
  WlPrice,
} from '../types';

const billing = (brand: string) => `/admin/billing/${encodeURIComponent(brand)}`;

export const useTierPlan = (tier: number) =>
  useQuery({
    queryKey: ['admin', 'plans', tier],
    queryFn: () => api.get<TierPlanView>(`/admin/features/${tier}`),
  });

export function useSaveTier(tier: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      body: Partial<
        Pick<
          TierPlanView,
          'is_enabled' | 'features' | 'limited_features' | 'seats_included' | 'credits_included'
        >
      >,
    ) => api.put<TierPlanView>(`/admin/billing/features/${tier}`, body),
    onSuccess: (plan) => client.setQueryData(['admin', 'plans', tier], plan),
  });
}

export const usePriceConfigs = () =>
  useQuery({
    queryKey: ['admin', 'prices', 'configs'],
    queryFn: () => api.get<PriceConfigs>('/admin/billing/prices/configs'),
    staleTime: Infinity,
  });

export const useBrandPrices = (brand: string) =>
  useQuery({
    queryKey: ['admin', 'prices', brand],
    queryFn: () => api.get<BrandPrice[]>(`${billing(brand)}/prices`),
  });

export const useBrandPrice = (brand: string, type: string, id: string) =>
  useQuery({
    queryKey: ['admin', 'prices', brand, type, id],
    queryFn: () => api.get<BrandPrice>(`${billing(brand)}/prices/${type}/${id}`),
  });

export type PriceBody = Omit<BrandPrice, '_id' | 'brand'>;

export function useSavePrice(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      type,
      body,
    }: {
      id: string | null;
      type: BrandPriceType;
      body: Partial<PriceBody>;
    }) =>
      id
        ? api.put<BrandPrice>(`${billing(brand)}/prices/${type}/${id}`, body)
        : api.post<BrandPrice>(`${billing(brand)}/prices`, { ...body, type }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'prices', brand] }),
  });
}

export function useDeletePrice(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: BrandPrice) => api.delete(`${billing(brand)}/prices/${p.type}/${p._id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'prices', brand] }),
  });
}

export const useWlPrice = (brand: string) =>
  useQuery({
    queryKey: ['admin', 'wl-price', brand],
    queryFn: () => api.get<WlPrice | null>(`${billing(brand)}/wl_prices`),
  });

export function useSaveWlPrice(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WlPrice) => api.put<WlPrice>(`${billing(brand)}/wl_prices`, body),
    onSuccess: (saved) => client.setQueryData(['admin', 'wl-price', brand], saved),
  });
}

export const useBrandTrial = (brand: string) =>
  useQuery({
    queryKey: ['admin', 'brand-trial', brand],
    queryFn: () => api.get<BrandTrial>(`${billing(brand)}/trial`),
  });

export function useSaveBrandTrial(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandTrial) => api.put<BrandTrial>(`${billing(brand)}/trial`, body),
    onSuccess: (saved) => client.setQueryData(['admin', 'brand-trial', brand], saved),
  });
}

export const useBuzzPricing = (brand: string) =>
  useQuery({
    queryKey: ['admin', 'buzz', brand],
    queryFn: () => api.get<BuzzPricing>(`${billing(brand)}/buzz_pricing`),
    retry: false,
  });

export function useSaveBuzzPricing(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<BuzzPricing, 'brand'>) =>
      api.put<BuzzPricing>(`${billing(brand)}/buzz_pricing`, body),
    onSuccess: (saved) => client.setQueryData(['admin', 'buzz', brand], saved),
  });
}

const notifyPath = (brand: string) => `/admin/whitelabels/${encodeURIComponent(brand)}/health_index`;

export const useHealthNotify = (brand: string) =>
  useQuery({
    queryKey: ['admin', 'health-notify', brand],
    queryFn: () => api.get<HealthNotify>(notifyPath(brand)),
  });

export function useSaveHealthNotify(brand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { triggers: number[]; emails: string[] }) =>
      api.put<HealthNotify>(notifyPath(brand), body),
    onSuccess: (saved) => client.setQueryData(['admin', 'health-notify', brand], saved),
  });
}
