import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONNECTION_CHARS_RESET_VALUE,
  PROXY_TYPES,
  automationTypeBodySchema,
  countryCodeSchema,
  customProxyInputSchema,
  credentialCreateSchema,
  credentialUpdateSchema,
  securityCodeSchema,
  sendPhoneBodySchema,
  twoFactorBodySchema,
  withdrawSettingsBodySchema,
  zBool,
} from '@leadloop/domain';
import { deletedSchema } from '@leadloop/domain/common/api';
import {
  automationChangeSchema,
  credentialProxySchema,
  credentialSchema,
  onboardingInfoSchema,
  dialogSyncSchema,
  seatUsageSchema,
} from '@leadloop/domain/credentials/entities';
import { requireSpace } from '../../lib/auth-guard.js';
import { invalid } from '../../lib/errors.js';
import { listVisible, loadCredential } from './access.js';
import { createCredential } from './create.js';
import { emitCredentialEvent } from './events.js';
import { connectCredential, saveAndEmit } from './login.js';
import {
  changeAutomationType,
  customProxyPatch,
  deleteCredential,
  setPaused,
  updateCredential,
} from './manage.js';
import { seatUsage } from '../spaces/index.js';
import {
  checkSales,
  refreshProxy,
  resendPhone,
  sendPhone,
  sendSecurityCode,
  setTwoFactor,
  syncDialogs,
} from './verify.js';
import { credentialView } from './view.js';
import { onboardingInfo } from './onboarding.js';
import { extensionRoutes } from './extension-routes.js';
import { spaceQuery, idParams } from '../../lib/route-schemas.js';

const space = { auth: 'space' } as const;

/** 001 §7 Credentials. Every route is workspace-scoped (`space` query) and checks account access. */
export async function credentialsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const one = { querystring: spaceQuery, params: idParams };
  // Issue 41: the extension's token and the actions claimed for its account.
  await extensionRoutes(fastify);
  const asCredential = { 200: credentialSchema };

  app.get(
    '/credentials/fetch',
    { config: space, schema: { querystring: spaceQuery, response: { 200: z.array(credentialSchema) } } },
    async (request) => {
      return (await listVisible(request)).map(credentialView);
    },
  );

  app.get(
    '/credentials/seats',
    { config: space, schema: { querystring: spaceQuery, response: { 200: seatUsageSchema } } },
    async (request) => {
      return seatUsage(ctx.db, requireSpace(request).space.id);
    },
  );

  app.post(
    '/credentials/create',
    {
      config: space,
      schema: { querystring: spaceQuery, body: credentialCreateSchema, response: asCredential },
    },
    async (request) => {
      const { space: ws, member, user } = requireSpace(request);
      return credentialView(
        await createCredential(ctx, { space: ws, member, userId: user.id }, request.body),
      );
    },
  );

  app.get(
    '/credentials/:id/fetch',
    {
      config: space,
      schema: {
        operationId: 'credentialsFetchOne',
        summary: 'Credentials: fetch one account',
        ...one,
        response: asCredential,
      },
    },
    async (request) => credentialView(await loadCredential(request, request.params.id)),
  );

  app.post(
    '/credentials/:id/update',
    { config: space, schema: { ...one, body: credentialUpdateSchema, response: asCredential } },
    async (request) => {
      return credentialView(
        await updateCredential(ctx, await loadCredential(request, request.params.id), request.body),
      );
    },
  );

  app.post(
    '/credentials/:id/delete',
    { config: space, schema: { ...one, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCredential(ctx, await loadCredential(request, request.params.id));
      return { deleted: true as const };
    },
  );

  app.post(
    '/credentials/:id/pause',
    { config: space, schema: { ...one, body: z.strictObject({ paused: zBool() }), response: asCredential } },
    async (request) => {
      return credentialView(
        await setPaused(ctx, await loadCredential(request, request.params.id), request.body.paused),
      );
    },
  );

  app.post(
    '/credentials/:id/do_auth',
    { config: space, schema: { ...one, response: asCredential } },
    async (request) => {
      return credentialView(await connectCredential(ctx, await loadCredential(request, request.params.id)));
    },
  );

  const sendBody = z.strictObject({ resend: zBool().default(false), code: z.string().max(20).optional() });
  app.post(
    '/credentials/:id/send',
    { config: space, schema: { ...one, body: sendBody, response: asCredential } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      let code = '';
      if (!request.body.resend) {
        const parsed = securityCodeSchema.safeParse(request.body.code ?? '');
        if (!parsed.success) throw invalid(parsed.error.issues[0]!.message);
        code = parsed.data;
      }
      return credentialView(await sendSecurityCode(ctx, row, { resend: request.body.resend, code }));
    },
  );

  app.post(
    '/credentials/:id/send_phone',
    { config: space, schema: { ...one, body: sendPhoneBodySchema, response: asCredential } },
    async (request) => {
      return credentialView(
        await sendPhone(ctx, await loadCredential(request, request.params.id), request.body),
      );
    },
  );

  app.post(
    '/credentials/:id/resend_phone',
    { config: space, schema: { ...one, response: asCredential } },
    async (request) => {
      return credentialView(await resendPhone(ctx, await loadCredential(request, request.params.id)));
    },
  );

  const twoFactorBody = twoFactorBodySchema.extend({ confirmed: zBool().optional() });
  app.put(
    '/credentials/:id/two_factor',
    { config: space, schema: { ...one, body: twoFactorBody, response: asCredential } },
    async (request) => {
      return credentialView(
        await setTwoFactor(ctx, await loadCredential(request, request.params.id), request.body),
      );
    },
  );

  app.post(
    '/credentials/:id/automation_type',
    {
      config: space,
      schema: { ...one, body: automationTypeBodySchema, response: { 200: automationChangeSchema } },
    },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      const { result, credentials } = await changeAutomationType(
        ctx,
        requireSpace(request).space,
        row,
        request.body.automation_type,
      );
      return { result, credentials: credentialView(credentials) };
    },
  );

  app.post(
    '/credentials/:id/check_sales',
    { config: space, schema: { ...one, response: asCredential } },
    async (request) => {
      return credentialView(await checkSales(ctx, await loadCredential(request, request.params.id)));
    },
  );

  app.post(
    '/credentials/:id/sync_dialogs',
    { config: space, schema: { ...one, response: { 200: dialogSyncSchema } } },
    async (request) => {
      const { credentials, new_messages } = await syncDialogs(
        ctx,
        await loadCredential(request, request.params.id),
      );
      return { new_messages, credentials: credentialView(credentials) };
    },
  );

  app.post(
    '/credentials/:id/verify_email',
    { config: space, schema: { ...one, response: asCredential } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      const { verify_email: _done, ...rest } = row.requiredActions;
      void _done;
      return credentialView(await saveAndEmit(ctx, row, { requiredActions: rest }));
    },
  );

  app.post(
    '/credentials/:id/reset_connection_chars',
    { config: space, schema: { ...one, response: asCredential } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      return credentialView(
        await saveAndEmit(ctx, row, {
          settings: { ...row.settings, connection_chars: CONNECTION_CHARS_RESET_VALUE },
        }),
      );
    },
  );

  app.post(
    '/credentials/:id/update_withdraw',
    { config: space, schema: { ...one, body: withdrawSettingsBodySchema, response: asCredential } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      const withdraw = { enabled: request.body.enabled, days: request.body.days };
      return credentialView(await saveAndEmit(ctx, row, { settings: { ...row.settings, withdraw } }));
    },
  );

  app.post(
    '/credentials/:id/refresh_proxy',
    { config: space, schema: { ...one, response: asCredential } },
    async (request) => {
      return credentialView(await refreshProxy(ctx, await loadCredential(request, request.params.id)));
    },
  );

  app.get(
    '/credentials/:id/proxy',
    { config: space, schema: { ...one, response: { 200: credentialProxySchema } } },
    async (request) => {
      const view = credentialView(await loadCredential(request, request.params.id));
      return {
        setting_proxy: view.setting_proxy,
        custom_proxy: view.custom_proxy,
        proxy_type: view.proxy_type,
        no_proxy: view.no_proxy,
        country_code: view.country_code,
      };
    },
  );

  const proxyBody = z.strictObject({
    custom_proxy: customProxyInputSchema.optional(),
    country_code: countryCodeSchema.optional(),
    proxy_type: z.enum(PROXY_TYPES).optional(),
    no_proxy: zBool().optional(),
  });
  app.post(
    '/credentials/:id/proxy',
    { config: space, schema: { ...one, body: proxyBody, response: asCredential } },
    async (request) => {
      const row = await loadCredential(request, request.params.id);
      const body = request.body;
      const patch = {
        ...(body.custom_proxy !== undefined ? customProxyPatch(ctx, body.custom_proxy) : {}),
        ...(body.country_code
          ? {
              countryCode: body.country_code,
              settingProxy: {
                stage: 'start',
                country_code: body.country_code,
                attempt_count: 0,
                proxy_failed_until: null,
              },
            }
          : {}),
        ...(body.proxy_type ? { proxyType: body.proxy_type } : {}),
        ...(body.no_proxy !== undefined ? { noProxy: body.no_proxy } : {}),
      };
      const connected = await connectCredential(ctx, await saveAndEmit(ctx, row, patch));
      const view = credentialView(connected);
      await emitCredentialEvent(ctx, connected, 'set_proxy', {
        credentials_id: row.id,
        setting_proxy: view.setting_proxy,
      });
      return view;
    },
  );

  app.get(
    '/credentials/:id/onboarding_info',
    { config: space, schema: { ...one, response: { 200: onboardingInfoSchema } } },
    async (request) => onboardingInfo(await loadCredential(request, request.params.id)),
  );
}
