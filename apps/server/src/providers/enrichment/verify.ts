import type { EmailVerificationResult } from '@leadloop/domain';

export interface EmailVerification {
  result: EmailVerificationResult;
  /** Why, in a word or two (no_mx, rcpt_550, accepts_any, timeout…), for support and the card's tooltip. */
  detail: string;
}

/** Checks one address without sending to it. */
export interface EmailVerifier {
  readonly name: string;
  verify(email: string): Promise<EmailVerification>;
}

// Local part: RFC 5321's dot-atom letters; domain: at least two labels of letters, digits and hyphens.
const SYNTAX =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9-]{2,63}$/;

export function emailSyntaxOk(email: string): boolean {
  return email.length <= 254 && SYNTAX.test(email) && email.split('@')[0]!.length <= 64;
}

/** Sandbox emails: ~10 % of addresses fall into a "catch-all domain" bucket (the sandbox source agrees). */
export function sandboxCatchAll(email: string): boolean {
  let h = 0;
  for (const ch of email) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 10 === 0;
}

/** The offline verifier: syntax, `.invalid` domains refused, the sandbox's catch-all bucket. */
export class SandboxEmailVerifier implements EmailVerifier {
  readonly name = 'sandbox';
  async verify(email: string): Promise<EmailVerification> {
    if (!emailSyntaxOk(email)) return { result: 'invalid', detail: 'syntax' };
    if (email.toLowerCase().endsWith('.invalid')) return { result: 'invalid', detail: 'no_mx' };
    if (sandboxCatchAll(email)) return { result: 'catch_all', detail: 'accepts_any' };
    return { result: 'valid', detail: 'sandbox' };
  }
}
