import type { FastifyInstance } from 'fastify';
import { recordOauthGrant } from './oauth.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTokenBodySchema,
  oauthAcceptBodySchema,
  oneTimeCodeSchema,
  restoreBodySchema,
  setPasswordWithRestoreCodeSchema,
  signInBodySchema,
  signUpBodySchema,
  ssoExchangeBodySchema,
  ssoProviderSchema,
  ssoSandboxConsentBodySchema,
} from '@leadloop/domain/auth/rules';
import {
  activationSentSchema,
  anonymousTokenSchema,
  authResultSchema,
  loggedOutSchema,
  oauthGrantSchema,
  restoreCodeValidSchema,
  restoreSentSchema,
  ssoSandboxRedirectSchema,
  ssoStartSchema,
  tokenSessionSchema,
  userResultSchema,
} from '@leadloop/domain/auth/entities';
import { requireUser } from '../../lib/auth-guard.js';
import { toUserView } from '../users/index.js';
import { issueToken, revokeToken } from '../../lib/tokens.js';
import { signUp } from './sign-up.js';
import { signIn } from './sign-in.js';
import { checkRestoreCode, requestRestore, setPasswordWithRestoreCode } from './restore.js';
import { checkActivationCode, resendActivation } from './activation.js';
import { answerSandboxConsent, exchangeLoginCode, finishSso, startSso } from './sso.js';
import { signInExample } from './examples.js';

/**
 * The address the browser reached us on, on the public URL's scheme and port (as brand links are made):
 * the provider sends the browser back to the same brand's address.
 */
const originOf = (publicUrl: string, hostname: string): string => {
  const base = new URL(publicUrl);
  base.hostname = hostname;
  return base.origin;
};

/** 001 §7 Auth, with sign in with Google / Microsoft (OpenID Connect, providers/sso). */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  /** An anonymous token carrying referral and invite data until the person signs up or in. */
  app.post(
    '/auth/create_token',
    {
      config: { auth: 'public' },
      schema: { body: createTokenBodySchema.optional(), response: { 200: anonymousTokenSchema } },
    },
    async (request) => {
      const data: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.body ?? {}))
        if (typeof value === 'string') data[key] = value;
      return { token: await issueToken(ctx.db, null, data) };
    },
  );
  app.post(
    '/auth/sign_up',
    { config: { auth: 'token' }, schema: { body: signUpBodySchema, response: { 200: authResultSchema } } },
    (request) => signUp(ctx, request.body, request.auth.tokenData ?? {}, request.hostname),
  );
  app.post(
    '/auth/sign_in',
    {
      config: { auth: 'token' },
      schema: {
        summary: 'Auth: sign in with email and password (answers a session token)',
        body: signInBodySchema,
        response: { 200: authResultSchema },
        example: signInExample,
      },
    },
    (request) => signIn(ctx, request.body, request.ip, request.hostname),
  );
  app.get(
    '/auth/validate_token',
    { config: { auth: 'token' }, schema: { response: { 200: tokenSessionSchema } } },
    async (request) => ({
      user: request.auth.user ? toUserView(request.auth.user) : null,
    }),
  );
  app.get(
    '/auth/logout',
    { config: { auth: 'token' }, schema: { response: { 200: loggedOutSchema } } },
    async (request) => {
      await revokeToken(ctx.db, request.auth.tokenId!);
      return { logged_out: true as const };
    },
  );

  // Sign in with Google / Microsoft: start (the provider's page), the provider's callback (a redirect to
  // the web app with a one-time login code, never a token), and the code's exchange for a token.
  const providerParams = z.object({ provider: ssoProviderSchema });
  app.post(
    '/auth/sso/:provider/start',
    { config: { auth: 'token' }, schema: { params: providerParams, response: { 200: ssoStartSchema } } },
    (request) =>
      startSso(ctx, request.params.provider, {
        tokenId: request.auth.tokenId!,
        tokenData: request.auth.tokenData ?? {},
        host: request.hostname,
        origin: originOf(ctx.config.publicUrl, request.hostname),
      }),
  );
  app.get(
    '/auth/sso/:provider/callback',
    { config: { auth: 'public' }, schema: { params: providerParams } },
    async (request, reply) => {
      const url = new URL(request.url, originOf(ctx.config.publicUrl, request.hostname));
      const target = await finishSso(ctx, request.params.provider, url);
      return reply
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .redirect(target, 302);
    },
  );
  app.post(
    '/auth/sso/exchange',
    {
      config: { auth: 'token' },
      schema: { body: ssoExchangeBodySchema, response: { 200: authResultSchema } },
    },
    (request) => exchangeLoginCode(ctx, request.body.login_code, request.auth.tokenId!),
  );
  app.post(
    '/auth/sso/sandbox/consent',
    {
      config: { auth: 'public' },
      schema: { body: ssoSandboxConsentBodySchema, response: { 200: ssoSandboxRedirectSchema } },
    },
    async (request) =>
      answerSandboxConsent(ctx, request.body, originOf(ctx.config.publicUrl, request.hostname)),
  );

  app.post(
    '/auth/restore',
    { config: { auth: 'public' }, schema: { body: restoreBodySchema, response: { 200: restoreSentSchema } } },
    (request) => requestRestore(ctx, request.body.email),
  );
  app.get(
    '/auth/check_restore_code',
    {
      config: { auth: 'public' },
      schema: {
        querystring: z.object({ restore_code: oneTimeCodeSchema }),
        response: { 200: restoreCodeValidSchema },
      },
    },
    (request) => checkRestoreCode(ctx, request.query.restore_code),
  );
  app.post(
    '/auth/set_password_with_restore_code',
    {
      config: { auth: 'public' },
      schema: { body: setPasswordWithRestoreCodeSchema, response: { 200: userResultSchema } },
    },
    (request) => setPasswordWithRestoreCode(ctx, request.body.restore_code, request.body.password),
  );

  app.get('/auth/activate_email', { schema: { response: { 200: activationSentSchema } } }, (request) =>
    resendActivation(ctx, requireUser(request)),
  );
  app.get(
    '/auth/check_activation_code',
    {
      config: { auth: 'public' },
      schema: {
        querystring: z.object({ activation_code: oneTimeCodeSchema }),
        response: { 200: userResultSchema },
      },
    },
    (request) => checkActivationCode(ctx, request.query.activation_code),
  );

  /** Records that the signed-in user granted a third-party client access (the client registry comes later). */
  app.post(
    '/oauth/accept',
    { schema: { body: oauthAcceptBodySchema, response: { 200: oauthGrantSchema } } },
    async (request) => {
      return recordOauthGrant(ctx.db, requireUser(request).id, request.body);
    },
  );
}
