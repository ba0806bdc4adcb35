import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeEmail, type CredentialCreateBody, CODES } from '@leadloop/domain';
import { credentials, spaceMembers } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import type { MemberRow, SpaceRow } from '../../lib/auth-guard.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { secretsFor } from '../../lib/secrets.js';
import type { CredentialRow } from './access.js';
import { connectCredential } from './login.js';
import { assertFreeSeat } from '../spaces/index.js';
import { brandOf } from '../brand/index.js';
import { inSpace } from '../../lib/scope.js';

/** POST /credentials/create: checks the username and a free seat, stores secrets sealed, then signs in. */
export async function createCredential(
  ctx: AppContext,
  caller: { space: SpaceRow; member: MemberRow; userId: string },
  body: CredentialCreateBody,
): Promise<CredentialRow> {
  const username = normalizeEmail(body.email);
  const secrets = secretsFor(ctx);
  // The restricted brand's cap (000 §6, vendasta_bar.max_credentials): accounts per workspace. Read before
  // the transaction (the brands may be read from the database, which must not wait on this transaction).
  const { max_credentials: cap } = await brandOf(ctx.db, caller.space.brand);
  const row = await ctx.db.transaction(async (tx) => {
    // One add at a time per workspace, so two concurrent adds cannot take the same last seat.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credentials:${caller.space.id}`}))`);
    const [duplicate] = await tx
      .select({ id: credentials.id })
      .from(credentials)
      .where(
        and(
          inSpace(credentials, caller.space.id),
          isNull(credentials.deletedAt),
          sql`lower(${credentials.username}) = ${username}`,
        ),
      );
    if (duplicate) throw badRequest(CODES.emailAlreadyExists);
    if (cap !== null) {
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(credentials)
        .where(and(inSpace(credentials, caller.space.id), isNull(credentials.deletedAt)));
      if ((held?.n ?? 0) >= cap) throw forbidden(CODES.credentialCapReached);
    }
    await assertFreeSeat(tx as unknown as AppContext['db'], caller.space, body.automation_type);
    const custom = body.custom_proxy ?? null;
    const [created] = await tx
      .insert(credentials)
      .values({
        spaceId: caller.space.id,
        createdBy: caller.userId,
        username,
        automationType: body.automation_type,
        countryCode: body.country_code ?? null,
        proxyType: body.proxy_type,
        noProxy: body.no_proxy,
        customProxy: custom
          ? {
              proxy_address: custom.proxy_address,
              domain: custom.domain,
              ports: { http: Number(custom.ports.http) },
              username: custom.username,
            }
          : null,
        proxyPasswordEnc: custom ? secrets.encrypt(custom.password) : null,
        timezone: body.timezone,
        workHoursStart: body.work_hours_start,
        workHoursEnd: body.work_hours_end,
        useBrowser: body.use_browser,
        passwordEnc: body.password ? secrets.encrypt(body.password) : null,
        cookiesEnc: body.cookies ? secrets.encryptJson(body.cookies) : null,
        settingProxy:
          custom || body.no_proxy
            ? null
            : {
                stage: 'start',
                country_code: body.country_code ?? null,
                attempt_count: 0,
                proxy_failed_until: null,
              },
      })
      .returning();
    // A member who adds an account may use it.
    if (!caller.member.isAdmin) {
      await tx
        .update(spaceMembers)
        .set({ availableCredentials: [...caller.member.availableCredentials, created!.id] })
        .where(and(inSpace(spaceMembers, caller.space.id), eq(spaceMembers.userId, caller.userId)));
    }
    return created!;
  });
  return connectCredential(ctx, row);
}
