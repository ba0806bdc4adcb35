import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentials, extensionActions } from '../../db/schema/index.js';
import { requireSpace } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { issueToken } from '../../lib/tokens.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { loadCredential } from './access.js';

/** Only the extension's token, bound to its account, calls these (lib/auth-guard.ts refuses it elsewhere). */
const extension = { auth: 'space', extension: true } as const;

const actionSchema = z.object({
  key: z.string(),
  kind: z.enum(['invite']),
  member_id: z.string(),
  note: z.string().nullable(),
  status: z.enum(['claimed', 'taken', 'done', 'failed', 'withdrawn']),
});
const keyParams = z.object({ key: z.string().min(1).max(300) });
const resultBody = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('done'),
    invitation_id: z.string().min(1).max(200),
    sent_at: z.iso.datetime().optional(),
    note_sent: z.boolean(),
  }),
  z.object({ status: z.literal('failed'), code: z.string().min(1).max(60) }),
]);

type Row = typeof extensionActions.$inferSelect;
const view = (r: Row) => ({
  key: r.actionKey,
  kind: r.kind as 'invite',
  member_id: r.memberId,
  note: r.note,
  status: r.status,
});

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
  const row = async (credentialId: string, key: string) => {
    const [r] = await db
      .select()
      .from(extensionActions)
      .where(and(eq(extensionActions.credentialId, credentialId), eq(extensionActions.actionKey, key)));
    if (!r) throw notFound();
    return r;
  };

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
      const token = await issueToken(db, user.id, { kind: 'extension', credential_id: account.id }, space.id);
      return { token, credential_id: account.id };
    },
  );

  app.get(
    '/extension/session',
    {
      config: extension,
      schema: {
        tags,
        querystring: spaceQuery,
        response: { 200: z.object({ credential_id: z.string(), username: z.string() }) },
      },
    },
    async (request) => {
      const id = accountOf(request);
      const [account] = await db
        .select({ username: credentials.username })
        .from(credentials)
        .where(eq(credentials.id, id));
      if (!account) throw notFound();
      return { credential_id: id, username: account.username };
    },
  );

  /** The actions the engine claimed for this account and nobody has taken yet, oldest first. */
  app.get(
    '/extension/actions',
    {
      config: extension,
      schema: { tags, querystring: spaceQuery, response: { 200: z.array(actionSchema) } },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(extensionActions)
        .where(
          and(eq(extensionActions.credentialId, accountOf(request)), eq(extensionActions.status, 'claimed')),
        )
        .orderBy(asc(extensionActions.createdAt))
        .limit(20);
      return rows.map(view);
    },
  );

  app.get(
    '/extension/actions/:key',
    {
      config: extension,
      schema: { tags, querystring: spaceQuery, params: keyParams, response: { 200: actionSchema } },
    },
    async (request) => view(await row(accountOf(request), request.params.key)),
  );

  /** claimed → taken, before the extension acts; answers the row as it now stands (taken only if it won). */
  app.post(
    '/extension/actions/:key/take',
    {
      config: extension,
      schema: { tags, querystring: spaceQuery, params: keyParams, response: { 200: actionSchema } },
    },
    async (request) => {
      const credentialId = accountOf(request);
      await db
        .update(extensionActions)
        .set({ status: 'taken', takenAt: clock.now() })
        .where(
          and(
            eq(extensionActions.credentialId, credentialId),
            eq(extensionActions.actionKey, request.params.key),
            eq(extensionActions.status, 'claimed'),
          ),
        );
      return view(await row(credentialId, request.params.key));
    },
  );

  /** The action's result, once: only a taken action takes a report; any later report answers the first. */
  app.post(
    '/extension/actions/:key/result',
    {
      config: extension,
      schema: {
        tags,
        querystring: spaceQuery,
        params: keyParams,
        body: resultBody,
        response: { 200: actionSchema },
      },
    },
    async (request) => {
      const credentialId = accountOf(request);
      const body = request.body;
      const result =
        body.status === 'done'
          ? {
              id: body.invitation_id,
              sent_at: body.sent_at ?? clock.now().toISOString(),
              note_sent: body.note_sent,
            }
          : { code: body.code };
      await db
        .update(extensionActions)
        .set({ status: body.status, result, reportedAt: clock.now() })
        .where(
          and(
            eq(extensionActions.credentialId, credentialId),
            eq(extensionActions.actionKey, request.params.key),
            eq(extensionActions.status, 'taken'),
          ),
        );
      return view(await row(credentialId, request.params.key));
    },
  );
}
