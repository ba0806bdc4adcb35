import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sandboxAccounts, sandboxMembers } from '../../../db/schema/index.js';
import { clock } from '../../../lib/clock.js';
import {
  NetworkError,
  type LoginInput,
  type LoginResult,
  type MemberProfile,
  type NetworkAccount,
  type SecurityCodeChannel,
  type Subscriptions,
} from '../driver.js';
import { CODE_TTL_MS, PHONE_TTL_MS, type SandboxOptions } from './options.js';
import { uniform } from './random.js';

type AccountRow = typeof sandboxAccounts.$inferSelect;

/**
 * Logging in to the sandbox. Any email and password connect, except these markers in the email's
 * local part, which let people (and tests) see each path on purpose:
 *   +pin (code by email), +sms, +app, +phone, +2fa (+2fa-other: unsupported kind), +captcha,
 *   +authorize (confirm in the app), +blocked, +invalid (wrong password), +premium, +salesnav, +recruiter,
 *   +proxyfail; the password 'wrong-password' is refused too.
 * Otherwise a login asks for a security code by email with probability `challengeRate`.
 */
export class SandboxSessions {
  constructor(
    private readonly db: Db,
    private readonly options: SandboxOptions,
    private readonly selfProfile: (account: AccountRow) => Promise<MemberProfile>,
  ) {}

  async account(account: NetworkAccount): Promise<AccountRow> {
    const [row] = await this.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.credentialId, account.credentialId))
      .prepare('sandbox_account')
      .execute();
    if (row) return row;
    const { seed } = this.options;
    const flags = markers(account.username);
    const u = uniform(seed, 'subscription', account.username);
    const salesNavigator = flags.has('salesnav') || (!flags.has('basic') && u < 0.1);
    const premium = salesNavigator || flags.has('premium') || (!flags.has('basic') && u < 0.3);
    const recruiter = flags.has('recruiter');
    const [member] = await this.db
      .select({ id: sandboxMembers.id })
      .from(sandboxMembers)
      .where(eq(sandboxMembers.seq, 1 + Math.floor(uniform(seed, 'self', account.username) * 500)));
    const [created] = await this.db
      .insert(sandboxAccounts)
      .values({
        credentialId: account.credentialId,
        username: account.username.toLowerCase(),
        memberId: member?.id ?? 'self',
        premium,
        salesNavigator,
        recruiter,
        inmailCredits: salesNavigator ? 50 : premium ? 5 : 0,
      })
      .onConflictDoNothing()
      .returning();
    return created ?? this.account(account);
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const row = await this.account(input.account);
    const flags = markers(input.account.username);
    const now = clock.now();
    const attempt = row.loginCount + 1;
    await this.db
      .update(sandboxAccounts)
      .set({ loginCount: attempt })
      .where(eq(sandboxAccounts.credentialId, row.credentialId));
    if (row.restrictedUntil && row.restrictedUntil > now) throw new NetworkError('account_restricted');
    if (flags.has('blocked'))
      throw new NetworkError('account_restricted', 'The account is restricted by the network');
    const refused = flags.has('invalid') || input.password === 'wrong-password';
    if (refused || (!input.cookies?.length && !input.password)) throw new NetworkError('wrong_password');
    if (flags.has('proxyfail') && input.proxy) throw new NetworkError('proxy_failed');
    if (flags.has('2fa-other')) throw new NetworkError('two_factor_unsupported');
    if (flags.has('2fa')) {
      if (!input.twoFactor) return this.challenge(row, { kind: 'two_factor' });
      if (input.twoFactor.password.toLowerCase().includes('wrong'))
        throw new NetworkError('two_factor_wrong');
    }
    // Captcha and app authorization are cleared by the user outside Leadloop: the next attempt passes.
    if (flags.has('captcha') && attempt === 1) return this.challenge(row, { kind: 'captcha' });
    if (flags.has('authorize') && attempt === 1) return this.challenge(row, { kind: 'authorization' });
    if (flags.has('phone') && !row.loggedInAt) {
      return this.challenge(row, { kind: 'phone', requested_at: now.toISOString() });
    }
    const channel: SecurityCodeChannel | null = flags.has('app')
      ? 'app'
      : flags.has('sms')
        ? 'sms'
        : flags.has('pin')
          ? 'email'
          : null;
    const random =
      !input.cookies?.length &&
      uniform(this.options.seed, 'challenge', row.credentialId, attempt) < this.options.challengeRate;
    if ((channel && !row.loggedInAt) || random)
      return this.requestCode(row, input.account, channel ?? 'email', attempt);
    return this.loggedIn(row);
  }

  async submitSecurityCode(account: NetworkAccount, code: string): Promise<LoginResult> {
    const row = await this.account(account);
    const challenge = row.challenge;
    if (!challenge || challenge.kind !== 'security_code')
      throw new NetworkError('code_expired', 'No code was requested');
    const channel = challenge.pin_type as SecurityCodeChannel;
    if (clock.nowMs() - Date.parse(challenge.requested_at) > CODE_TTL_MS[channel])
      throw new NetworkError('code_expired');
    const approvedInApp = channel === 'app' && code === '000000';
    if (!approvedInApp && code !== challenge.code) throw new NetworkError('wrong_code');
    return this.loggedIn(row);
  }

  async submitPhone(
    account: NetworkAccount,
    phone: { number: string; countryCode: string },
  ): Promise<LoginResult> {
    const row = await this.account(account);
    if (row.challenge?.kind !== 'phone') throw new NetworkError('code_expired', 'No phone was requested');
    if (clock.nowMs() - Date.parse(row.challenge.requested_at) > PHONE_TTL_MS)
      throw new NetworkError('code_expired');
    if (phone.number.replace(/\D/g, '').length < 5) throw new NetworkError('wrong_code', 'Wrong phone');
    return this.requestCode(row, account, 'sms', row.loginCount);
  }

  async resendSecurityCode(
    account: NetworkAccount,
  ): Promise<{ requestedAt: Date; pinType: SecurityCodeChannel }> {
    const row = await this.account(account);
    const channel = (row.challenge?.pin_type as SecurityCodeChannel | undefined) ?? 'email';
    const result = await this.requestCode(row, account, channel, row.loginCount + 1000);
    if (result.status !== 'challenge' || result.challenge.kind !== 'security_code')
      throw new NetworkError('unavailable');
    return { requestedAt: result.challenge.requestedAt, pinType: channel };
  }

  async subscriptions(account: NetworkAccount): Promise<Subscriptions> {
    const row = await this.account(account);
    return {
      premium: row.premium,
      salesNavigator: row.salesNavigator,
      recruiter: row.recruiter,
      inmailCredits: row.inmailCredits,
    };
  }

  async logout(account: NetworkAccount): Promise<void> {
    await this.db
      .update(sandboxAccounts)
      .set({ loggedInAt: null })
      .where(eq(sandboxAccounts.credentialId, account.credentialId));
  }

  /** The code the sandbox last "sent" (for demos and tests; a real network never tells). */
  async peekSecurityCode(credentialId: string): Promise<string | null> {
    const [row] = await this.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.credentialId, credentialId));
    return (row?.challenge?.code as string | undefined) ?? null;
  }

  async requireLoggedIn(account: NetworkAccount): Promise<AccountRow> {
    return this.assertLoggedIn(await this.account(account));
  }

  /** An account row already read: refused unless logged in and not restricted. */
  assertLoggedIn(row: AccountRow): AccountRow {
    if (!row.loggedInAt) throw new NetworkError('not_logged_in');
    if (row.restrictedUntil && row.restrictedUntil > clock.now())
      throw new NetworkError('account_restricted');
    return row;
  }

  private async requestCode(
    row: AccountRow,
    account: NetworkAccount,
    channel: SecurityCodeChannel,
    salt: number,
  ): Promise<LoginResult> {
    const code = String(
      Math.floor(uniform(this.options.seed, 'code', row.credentialId, salt) * 1_000_000),
    ).padStart(6, '0');
    const requestedAt = clock.now();
    await this.db
      .update(sandboxAccounts)
      .set({
        challenge: {
          kind: 'security_code',
          pin_type: channel,
          code,
          requested_at: requestedAt.toISOString(),
        },
      })
      .where(eq(sandboxAccounts.credentialId, row.credentialId));
    if (channel !== 'app') await this.options.sendSecurityCode?.(account.username, code, channel);
    return { status: 'challenge', challenge: { kind: 'security_code', pinType: channel, requestedAt } };
  }

  private async challenge(row: AccountRow, challenge: Record<string, any>): Promise<LoginResult> {
    await this.db
      .update(sandboxAccounts)
      .set({ challenge })
      .where(eq(sandboxAccounts.credentialId, row.credentialId));
    if (challenge.kind === 'phone')
      return {
        status: 'challenge',
        challenge: { kind: 'phone', requestedAt: new Date(challenge.requested_at) },
      };
    return {
      status: 'challenge',
      challenge: { kind: challenge.kind } as { kind: 'two_factor' | 'captcha' | 'authorization' },
    };
  }

  private async loggedIn(row: AccountRow): Promise<LoginResult> {
    const [updated] = await this.db
      .update(sandboxAccounts)
      .set({ loggedInAt: clock.now(), challenge: null })
      .where(eq(sandboxAccounts.credentialId, row.credentialId))
      .returning();
    const account = updated ?? row;
    return {
      status: 'logged_in',
      self: await this.selfProfile(account),
      subscriptions: {
        premium: account.premium,
        salesNavigator: account.salesNavigator,
        recruiter: account.recruiter,
        inmailCredits: account.inmailCredits,
      },
    };
  }
}

/** `jane+pin+premium@x.com` → {pin, premium}. */
export function markers(username: string): Set<string> {
  const local = username.toLowerCase().split('@')[0] ?? '';
  return new Set(local.split('+').slice(1));
}
