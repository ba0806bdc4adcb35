export type { BrandPrice, BrandTrial, BuzzPricing } from '@leadloop/domain/billing/admin';
export type { TierPlanView } from '@leadloop/domain/billing/api';
export type { HealthNotify } from '@leadloop/domain/health-index/entities';
export type { BrandPriceType, PlanFeaturePage } from '@leadloop/domain/billing/admin-pages';

export interface WlPrice {
  stripe_price_id: string;
  free_seats: number;
  minimum_payment_quantity: number;
}
export interface PriceConfigs {
  types: string[];
  tiers: { tier: number; name: string }[];
  intervals: { interval: number; name: string }[];
  currencies: string[];
}
