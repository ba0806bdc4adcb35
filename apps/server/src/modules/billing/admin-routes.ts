import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTierPlanSchema,
  brandParams,
  brandPriceBodySchema,
  brandPriceParams,
  brandPriceSchema,
  brandPricesSchema,
  brandPriceUpdateSchema,
  brandTrialBodySchema,
  brandTrialSchema,
  buzzPricingBodySchema,
  buzzPricingSchema,
  priceConfigsSchema,
  tierFeaturesBodySchema,
  wlPriceBodySchema,
  wlPriceViewSchema,
} from '@leadloop/domain/billing/admin';
import { whitelabelPriceSchema } from '@leadloop/domain/billing/entities';
import { deletedSchema } from '@leadloop/domain/common/api';
import { assertBrandVisible, requireAdmin } from '../../lib/admin-guard.js';
import {
  createBrandPrice,
  deleteBrandPrice,
  getBrandPrice,
  getBuzzPricing,
  getWlPrice,
  listBrandPrices,
  priceConfigs,
  setBuzzPricing,
  setWlPrice,
  updateBrandPrice,
} from './admin-prices.js';
import { tierPlan, updateTierFeatures } from './admin-plans.js';
import { setBrandTrial } from './trial.js';
import { brandTrial } from '../../lib/trial.js';

const tierParams = z.object({ id: z.coerce.number().int().min(0).max(99) });

/**
 * 001 §7 Admin billing, per white label (its brand key in the path). Reading is for the brand's admins;
 * editing a white label's plans and billing is for super admins only (000 §6).
 */
export async function billingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const read = { auth: 'admin', adminAccess: 'brand' } as const;
  const edit = { auth: 'admin', adminAccess: 'super' } as const;
  const visible = (request: FastifyRequest, brand: string) => {
    assertBrandVisible(requireAdmin(request), brand);
    return brand;
  };

  app.get(
    '/admin/billing/prices/configs',
    { config: read, schema: { response: { 200: priceConfigsSchema } } },
    () => priceConfigs(),
  );
  app.get(
    '/admin/billing/:brand/prices',
    { config: read, schema: { params: brandParams, response: { 200: brandPricesSchema } } },
    (request) => listBrandPrices(db, visible(request, request.params.brand)),
  );
  app.get(
    '/admin/billing/:brand/prices/:type/:priceId',
    { config: read, schema: { params: brandPriceParams, response: { 200: brandPriceSchema } } },
    (request) => {
      const { brand, type, priceId } = request.params;
      return getBrandPrice(db, visible(request, brand), type, priceId);
    },
  );
  app.post(
    '/admin/billing/:brand/prices',
    {
      config: edit,
      schema: { params: brandParams, body: brandPriceBodySchema, response: { 200: brandPriceSchema } },
    },
    (request) => createBrandPrice(db, request.params.brand, request.body),
  );
  app.put(
    '/admin/billing/:brand/prices/:type/:priceId',
    {
      config: edit,
      schema: { params: brandPriceParams, body: brandPriceUpdateSchema, response: { 200: brandPriceSchema } },
    },
    (request) => {
      const { brand, type, priceId } = request.params;
      return updateBrandPrice(db, brand, type, priceId, request.body);
    },
  );
  app.delete(
    '/admin/billing/:brand/prices/:type/:priceId',
    { config: edit, schema: { params: brandPriceParams, response: { 200: deletedSchema } } },
    (request) => {
      const { brand, type, priceId } = request.params;
      return deleteBrandPrice(db, brand, type, priceId);
    },
  );
  app.get(
    '/admin/billing/:brand/wl_prices',
    { config: read, schema: { params: brandParams, response: { 200: wlPriceViewSchema } } },
    (request) => getWlPrice(db, visible(request, request.params.brand)),
  );
  app.put(
    '/admin/billing/:brand/wl_prices',
    {
      config: edit,
      schema: { params: brandParams, body: wlPriceBodySchema, response: { 200: whitelabelPriceSchema } },
    },
    (request) => setWlPrice(db, request.params.brand, request.body),
  );
  app.get(
    '/admin/billing/:brand/buzz_pricing',
    { config: read, schema: { params: brandParams, response: { 200: buzzPricingSchema } } },
    (request) => getBuzzPricing(db, visible(request, request.params.brand)),
  );
  app.put(
    '/admin/billing/:brand/buzz_pricing',
    {
      config: edit,
      schema: { params: brandParams, body: buzzPricingBodySchema, response: { 200: buzzPricingSchema } },
    },
    (request) => setBuzzPricing(db, request.params.brand, request.body),
  );
  // The brand's trial (issue 33): its own admins read and set it.
  app.get(
    '/admin/billing/:brand/trial',
    { config: read, schema: { params: brandParams, response: { 200: brandTrialSchema } } },
    (request) => brandTrial(db, visible(request, request.params.brand)),
  );
  app.put(
    '/admin/billing/:brand/trial',
    {
      config: read,
      schema: { params: brandParams, body: brandTrialBodySchema, response: { 200: brandTrialSchema } },
    },
    (request) => setBrandTrial(db, visible(request, request.params.brand), request.body),
  );
  app.get(
    '/admin/features/:id',
    { config: read, schema: { params: tierParams, response: { 200: adminTierPlanSchema } } },
    (request) => tierPlan(db, request.params.id),
  );
  app.put(
    '/admin/billing/features/:id',
    {
      config: edit,
      schema: { params: tierParams, body: tierFeaturesBodySchema, response: { 200: adminTierPlanSchema } },
    },
    (request) => updateTierFeatures(db, request.params.id, request.body),
  );
}
