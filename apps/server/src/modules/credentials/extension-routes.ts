import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSpace } from '../../lib/auth-guard.js';
import { forbidden } from '../../lib/errors.js';
import { issueToken } from '../../lib/tokens.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { loadCredential } from './access.js';
import {
  claimedActions,
  extensionAccount,
  extensionAction,
  reportAction,
  takeAction,
} from './extension-actions.js';
import { extensionTokenState, revokeExtensionTokens } from './extension-token.js';

/** Only the extension's token, bound to its account, calls these (lib/auth-guard.ts refuses it elsewhere). */
const extension = { auth: 'space', extension: true } as const;

const actionSchema = z.object({
  key: z.string(),
  kind: z.enum(['invite', 'message', 'thread']),
  member_id: z.string(),
  note: z.string().nullable(),
  /** A message's text. */
  text: z.string().nullable(),
  status: z.enum(['claimed', 'taken', 'done', 'failed', 'withdrawn']),
});
/**
 * `?kinds=invite,message,thread`: the kinds this extension performs. Without it only invitations: an extension
 * built before messages would take any row for an invitation, and must never be handed one it cannot do.
 */
const listQuery = spaceQuery.extend({ kinds: z.string().max(100).optional() });
const KINDS = ['invite', 'message', 'thread'] as const;
const kindsOf = (value: string | undefined) =>
  KINDS.filter((k) => (value ?? 'invite').split(',').includes(k));
const keyParams = z.object({ key: z.string().min(1).max(300) });
const sentAt = z.iso.datetime().optional();
/** Done: the invitation sent, the message sent, or the thread page as read; or failed with the network's code. */
const resultBody = z.union([
  z.object({
    status: z.literal('done'),
    invitation_id: z.string().min(1).max(200),
    sent_at: sentAt,
    note_sent: z.boolean(),
  }),
  z.object({ status: z.literal('done'), message_id: z.string().min(1).max(200), sent_at: sentAt }),
  z.object({
    status: z.literal('done'),
    conversation_id: z.string().max(200).nullable(),
    has_reply: z.boolean(),
    messages: z
      .array(
        z.object({
          id: z.string().min(1).max(200),
          direction: z.enum(['inbound', 'outbound']),
          client_key: z.string().max(300).nullable(),
          sent_at: z.iso.datetime(),
        }),
      )
      .max(500),
  }),
  z.object({ status: z.literal('failed'), code: z.string().min(1).max(60) }),
]);

/** The account the calling extension's token was issued for. */
function accountOf(request: FastifyRequest): string {
  requireSpace(request);
  const id = request.auth.tokenData?.credential_id;
  if (request.auth.tokenData?.kind !== 'extension' || !id) throw forbidden();
  return id;
}

/**
 * Issue 41, the extension's API: a user gives the extension of an extension-mode account a token; with it
 * the extension reads the actions the engine claimed for that account, takes one before acting, and reports
 * it once — a report repeated with the same key changes nothing and answers the first.
 */
export async function extensionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const tags = ['extension'];
  const one = { tags, querystring: spaceQuery, params: keyParams, response: { 200: actionSchema } };

  app.post(
    '/credentials/:id/extension_token',
    {
      config: { auth: 'space', sessionOnly: true },
      schema: {
        tags,
        querystring: spaceQuery,
        params: idParams,
        response: { 200: z.object({ token: z.string(), credential_id: z.string() }) },
      },
    },
    async (request) => {
      const account = await loadCredential(request, request.params.id);
      if (account.automationType !== 'extension') throw forbidden();
      const { user, space } = requireSpace(request);
      // One token per account: a new one replaces the last (a lost or leaked token is revoked by reissuing).
      await revokeExtensionTokens(db, account.id);
      const token = await issueToken(db, user.id, { kind: 'extension', credential_id: account.id }, space.id);
      return { token, credential_id: account.id };
    },
  );
  const tokenState = z.object({
    issued_at: z.string().nullable(),
    /** The extension's last call with its token (it calls every minute while the browser is open). */
    last_seen_at: z.string().nullable(),
  });
  const owner = {
    config: { auth: 'space', sessionOnly: true },
    schema: { tags, querystring: spaceQuery, params: idParams, response: { 200: tokenState } },
  } as const;
  app.get('/credentials/:id/extension_token', owner, async (request) => {
    const account = await loadCredential(request, request.params.id);
    return extensionTokenState(db, account.id);
  });
  app.delete('/credentials/:id/extension_token', owner, async (request) => {
    const account = await loadCredential(request, request.params.id);
    await revokeExtensionTokens(db, account.id);
    return extensionTokenState(db, account.id);
  });
  app.get(
    '/extension/session',
    {
      config: extension,
      schema: {
        tags,
        querystring: spaceQuery,
        response: {
          200: z.object({
            credential_id: z.string(),
            username: z.string(),
            network_url: z.string().nullable(),
          }),
        },
      },
    },
    (request) => extensionAccount(db, accountOf(request), app.ctx.config.networkWeb.url ?? null),
  );
  app.get(
    '/extension/actions',
    {
      config: extension,
      schema: { tags, querystring: listQuery, response: { 200: z.array(actionSchema) } },
    },
    (request) => claimedActions(db, accountOf(request), kindsOf(request.query.kinds)),
  );
  app.get('/extension/actions/:key', { config: extension, schema: one }, (request) =>
    extensionAction(db, accountOf(request), request.params.key),
  );
  app.post('/extension/actions/:key/take', { config: extension, schema: one }, (request) =>
    takeAction(db, accountOf(request), request.params.key),
  );
  app.post(
    '/extension/actions/:key/result',
    { config: extension, schema: { ...one, body: resultBody } },
    (request) => reportAction(db, accountOf(request), request.params.key, request.body),
  );
}
