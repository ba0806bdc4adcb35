import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

const NS = ['admin-health'];
const plans = () => import('./pages/plan-tier-page');
const pricing = () => import('./pages/pricing-page');
const edit = () => import('./pages/price-edit-page');
const brandBilling = () => import('./pages/brand-billing-pages');

/** Paths relative to the white label's layout (/admin/whitelabels/:whitelabel/…). */
export const adminPlansRoutes: RouteObject[] = [
  { path: 'plans', lazy: page(plans, 'PlansIndexPage', NS) },
  { path: 'plans/:tier/features/:page', lazy: page(plans, 'PlanTierPage', NS) },
  { path: 'plans/:tier/seats', lazy: page(plans, 'PlanSeatsPage', NS) },
  { path: 'plans/:tier/credits-features', lazy: page(plans, 'PlanCreditsPage', NS) },
  { path: 'plans/:tier/limits', lazy: page(plans, 'PlanLimitsPage', NS) },
  { path: 'pricing', lazy: page(pricing, 'PricingPage', NS) },
  { path: 'pricing-empty', lazy: page(pricing, 'PricingEmptyPage', NS) },
  { path: 'pricing/update/:type/:priceId', lazy: page(edit, 'PriceEditPage', NS) },
  { path: 'pricing/update-description/:type/:priceId', lazy: page(edit, 'PriceDescriptionPage', NS) },
  { path: 'pricing/update-promo/:type/:priceId', lazy: page(edit, 'PricePromoPage', NS) },
  { path: 'buzz-pricing', lazy: page(brandBilling, 'BuzzPricingPage', NS) },
  { path: 'billing', lazy: page(brandBilling, 'WlBillingPage', NS) },
  { path: 'health-index-notifications', lazy: page(brandBilling, 'HealthNotificationsPage', NS) },
];

/** Paths relative to the admin layout (/admin/settings/…, 000 §2 Admin desktop settings). */
export const adminPlansSettingsRoutes: RouteObject[] = [
  { path: 'settings/features-wl/:whitelabel/:tier', lazy: page(plans, 'PlanTierPage', NS) },
  { path: 'settings/pricing-wl/:whitelabel', lazy: page(pricing, 'PricingPage', NS) },
  { path: 'settings/pricing-wl/:whitelabel/:type/:priceId', lazy: page(edit, 'PriceEditPage', NS) },
];
