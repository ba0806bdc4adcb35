import { brandSchema } from '@leadloop/domain/auth/entities';
import {
  WHITELABEL_STATUSES,
  brandSpaceSchema,
  emailTestBodySchema,
  emailTestResultSchema,
  whitelabelCreateBodySchema,
  whitelabelListSchema,
  whitelabelSchema,
  whitelabelUpdateBodySchema,
} from '@leadloop/domain/admin/whitelabels';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/admin-guard.js';
import { notFound } from '../../lib/errors.js';
import { uploadedFileSchema } from '../../lib/uploads.js';
import { brandForHost, normalizeHost, publicBrand, reloadBrands } from './brand-config.js';
import { brandSpaces } from './customer-hosts.js';
import { sendTestEmails } from './email-test.js';
import {
  WHITELABEL_IMAGES,
  createWhitelabel,
  getWhitelabel,
  isKnownHost,
  listWhitelabels,
  saveWhitelabelImage,
  updateWhitelabel,
} from './whitelabels.js';

const whitelabelParams = z.object({ whitelabel: z.string().max(60) });
const asWhitelabel = { 200: whitelabelSchema };

export async function brandRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  // Every brand in memory before the first request (the views read it synchronously).
  await reloadBrands(ctx.db).catch((err: unknown) => ctx.log.warn({ err }, 'brands not loaded yet'));

  /** The brand of the host name the app is opened on: the web app themes itself with it before sign-in. */
  app.get(
    '/brand',
    { config: { auth: 'public' }, schema: { response: { 200: brandSchema } } },
    async (request) => publicBrand((await brandForHost(ctx.db, request.hostname)).brand, ctx.sso.kind),
  );

  /**
   * The "ask" endpoint of a TLS proxy that issues certificates on demand (Caddy `on_demand_tls { ask }`):
   * 200 for a brand's or customer's host name (and the main one), 404 for any other, so nobody can make
   * the proxy request certificates for names that are not ours.
   */
  app.get(
    '/tls/ask',
    {
      config: { auth: 'public' },
      schema: {
        querystring: z.object({ domain: z.string().max(253) }),
        response: { 200: z.object({ domain: z.string(), allowed: z.literal(true) }) },
      },
    },
    async (request) => {
      const domain = normalizeHost(request.query.domain);
      if (!domain || !(await isKnownHost(ctx, domain))) throw notFound();
      return { domain, allowed: true as const };
    },
  );

  // ── Admin: white labels (000 §2 /admin/whitelabels, 001 §7) ──
  app.get(
    '/admin/whitelabels',
    {
      config: { auth: 'admin', adminAccess: 'brand' },
      schema: {
        querystring: z.object({ status: z.enum(WHITELABEL_STATUSES).optional() }),
        response: { 200: whitelabelListSchema },
      },
    },
    (request) => listWhitelabels(ctx, requireAdmin(request), request.query.status),
  );
  app.post(
    '/admin/whitelabels/create',
    {
      config: { auth: 'admin', adminAccess: 'platform' },
      schema: { body: whitelabelCreateBodySchema, response: asWhitelabel },
    },
    (request) => createWhitelabel(ctx, requireAdmin(request), request.body),
  );
  app.get(
    '/admin/whitelabels/:whitelabel',
    {
      config: { auth: 'admin', adminAccess: 'brand' },
      schema: { params: whitelabelParams, response: asWhitelabel },
    },
    (request) => getWhitelabel(ctx, requireAdmin(request), request.params.whitelabel),
  );
  app.put(
    '/admin/whitelabels/:whitelabel',
    {
      config: { auth: 'admin', adminAccess: 'brand' },
      schema: { params: whitelabelParams, body: whitelabelUpdateBodySchema, response: asWhitelabel },
    },
    (request) => updateWhitelabel(ctx, requireAdmin(request), request.params.whitelabel, request.body),
  );
  // The workspaces a customer domain may name (customer domains are set by platform admins).
  app.get(
    '/admin/whitelabels/:whitelabel/spaces',
    {
      config: { auth: 'admin', adminAccess: 'platform' },
      schema: {
        params: whitelabelParams,
        querystring: z.object({ q: z.string().max(100).optional() }),
        response: { 200: z.array(brandSpaceSchema) },
      },
    },
    (request) => brandSpaces(ctx, requireAdmin(request), request.params.whitelabel, request.query.q),
  );
  app.post(
    '/admin/whitelabels/:whitelabel/image',
    {
      config: { auth: 'admin', adminAccess: 'brand' },
      schema: {
        params: whitelabelParams,
        body: z.strictObject({ kind: z.enum(WHITELABEL_IMAGES), file: uploadedFileSchema }),
        response: asWhitelabel,
      },
    },
    (request) =>
      saveWhitelabelImage(
        ctx,
        requireAdmin(request),
        request.params.whitelabel,
        request.body.kind,
        request.body.file,
      ),
  );
  app.post(
    '/admin/emails/test',
    {
      config: { auth: 'admin', adminAccess: 'brand' },
      schema: { body: emailTestBodySchema, response: { 200: emailTestResultSchema } },
    },
    (request) => sendTestEmails(ctx, requireAdmin(request), request.body),
  );
}
