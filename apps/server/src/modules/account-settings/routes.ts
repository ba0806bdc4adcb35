import { deletedSchema } from '@leadloop/domain/common/api';
import {
  blacklistSchema,
  connectionSettingsSchema,
  credentialLimitsSchema,
  credentialLocationSchema,
  credentialSchema,
  limitsPolicySchema,
} from '@leadloop/domain/credentials/entities';

const asLimits = { 200: credentialLimitsSchema };
const asBlacklist = { 200: blacklistSchema };
import { signatureSchema } from '@leadloop/domain/labels/entities';
import type { FastifyInstance } from 'fastify';
import { setLimitsPolicy } from './limits-policy.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blacklistBodySchema,
  credentialLimitsBodySchema,
  credentialLocationBodySchema,
  signatureCreateSchema,
  signatureUpdateSchema,
  zBool,
  CONNECTION_CHARS_RESET_VALUE,
  WITHDRAW_AFTER_DAYS_DEFAULT,
  CODES,
} from '@leadloop/domain';
import { requireSpace } from '../../lib/auth-guard.js';
import { forbidden } from '../../lib/errors.js';
import { loadCredential, saveAndEmit, updateCredential, credentialView } from '../credentials/index.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { listBlacklist, replaceBlacklist } from './blacklist.js';
import { limitsView, mergeLimits } from './limits.js';
import { deleteSignature, listSignatures, saveSignature } from './signatures.js';

const space = { auth: 'space' } as const;
const one = { querystring: spaceQuery, params: idParams };

/** Account settings (000 §2): limits, location, blacklist, connection, signatures. Paths under /credentials/{id}/…. */
export async function accountSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const limitsLocked = (cfg: Record<string, unknown>) => cfg.prohibit_limits_change === true;

  app.get(
    '/credentials/:id/limits',
    { config: space, schema: { ...one, response: asLimits } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      const { space: ws, member } = requireSpace(request);
      return limitsView(row.limits, member.isAdmin || !limitsLocked(ws.config));
    },
  );

  app.put(
    '/credentials/:id/limits',
    { config: space, schema: { ...one, body: credentialLimitsBodySchema, response: asLimits } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      const { space: ws, member } = requireSpace(request);
      if (!member.isAdmin && limitsLocked(ws.config)) throw forbidden(CODES.adminProhibitedLimits);
      const saved = await saveAndEmit(ctx, row, { limits: mergeLimits(row.limits, request.body) });
      return limitsView(saved.limits, true);
    },
  );

  /** Workspace policy: admins may forbid members to change account limits. */
  app.put(
    '/credentials/limits_policy',
    {
      config: { auth: 'spaceAdmin' },
      schema: {
        querystring: spaceQuery,
        body: z.strictObject({ prohibit_change: zBool() }),
        response: { 200: limitsPolicySchema },
      },
    },
    async (request) => {
      return setLimitsPolicy(ctx.db, requireSpace(request).space, request.body.prohibit_change);
    },
  );

  app.get(
    '/credentials/:id/location',
    { config: space, schema: { ...one, response: { 200: credentialLocationSchema } } },
    async (request) => {
      const v = credentialView(await loadCredential(request, request.params.id));
      return {
        country_code: v.country_code,
        timezone: v.timezone,
        work_hours_start: v.work_hours_start,
        work_hours_end: v.work_hours_end,
        proxy_type: v.proxy_type,
        no_proxy: v.no_proxy,
        custom_proxy: v.custom_proxy,
        setting_proxy: v.setting_proxy,
      };
    },
  );

  app.put(
    '/credentials/:id/location',
    {
      config: space,
      schema: { ...one, body: credentialLocationBodySchema, response: { 200: credentialSchema } },
    },
    async (request) => {
      return credentialView(
        await updateCredential(ctx, await loadCredential(request, request.params.id), request.body),
      );
    },
  );

  app.get(
    '/credentials/:id/blacklist',
    { config: space, schema: { ...one, response: asBlacklist } },
    async (request) => listBlacklist(ctx.db, await loadCredential(request, request.params.id)),
  );

  app.put(
    '/credentials/:id/blacklist',
    { config: space, schema: { ...one, body: blacklistBodySchema, response: asBlacklist } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      await replaceBlacklist(ctx.db, row, request.body.kind, request.body.values);
      return listBlacklist(ctx.db, row);
    },
  );

  app.get(
    '/credentials/:id/connection',
    { config: space, schema: { ...one, response: { 200: connectionSettingsSchema } } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      const withdraw = (row.settings.withdraw as { enabled: boolean; days: number } | undefined) ?? {
        enabled: false,
        days: WITHDRAW_AFTER_DAYS_DEFAULT,
      };
      return {
        withdraw,
        connection_chars:
          (row.settings.connection_chars as number | undefined) ?? CONNECTION_CHARS_RESET_VALUE,
        connect_limited_at: credentialView(row).connect_limited_at,
      };
    },
  );

  app.get(
    '/credentials/:id/signatures',
    { config: space, schema: { ...one, response: { 200: z.array(signatureSchema) } } },
    async (request) => listSignatures(ctx.db, await loadCredential(request, request.params.id)),
  );

  app.post(
    '/credentials/:id/signatures',
    { config: space, schema: { ...one, body: signatureCreateSchema, response: { 200: signatureSchema } } },
    async (request) => {
      return saveSignature(ctx.db, await loadCredential(request, request.params.id), null, request.body);
    },
  );

  const sigParams = idParams.extend({ signatureId: z.string().max(64) });
  app.patch(
    '/credentials/:id/signatures/:signatureId',
    {
      config: space,
      schema: {
        querystring: spaceQuery,
        params: sigParams,
        body: signatureUpdateSchema,
        response: { 200: signatureSchema },
      },
    },
    async (request) => {
      return saveSignature(
        ctx.db,
        await loadCredential(request, request.params.id),
        request.params.signatureId,
        request.body,
      );
    },
  );

  app.delete(
    '/credentials/:id/signatures/:signatureId',
    {
      config: space,
      schema: { querystring: spaceQuery, params: sigParams, response: { 200: deletedSchema } },
    },
    async (request) => {
      await deleteSignature(
        ctx.db,
        await loadCredential(request, request.params.id),
        request.params.signatureId,
      );
      return { deleted: true as const };
    },
  );
}
