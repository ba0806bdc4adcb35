import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import net from 'node:net';
import { EgressError, resolveTarget, type EgressPolicy } from '../../lib/egress/index.js';
import { emailSyntaxOk, type EmailVerification, type EmailVerifier } from './verify.js';

export interface SmtpVerifierOptions {
  /** DNS servers for the MX lookup (`host:port`); empty: the system's. */
  dnsServers: readonly string[];
  /** The SMTP port probed on the mail exchanger (25 in the world; a local server's in tests). */
  port: number;
  heloName: string;
  /** Which mail exchangers may be reached: the guarded egress rule (no private addresses unless allowed). */
  egress: EgressPolicy;
  timeoutMs?: number;
}

const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * Real verification: syntax, MX lookup (an A record stands in for a missing MX, RFC 5321 §5.1), then an
 * SMTP conversation with the best exchanger that stops before DATA — `RCPT TO` the address, then a random
 * address of the same domain: both accepted is a catch-all; the address refused (5xx) is invalid; a
 * temporary answer (4xx, greylisting), a timeout or an unreachable server is unknown.
 */
export class SmtpEmailVerifier implements EmailVerifier {
  readonly name = 'smtp';
  constructor(private readonly options: SmtpVerifierOptions) {}

  async verify(email: string): Promise<EmailVerification> {
    if (!emailSyntaxOk(email)) return { result: 'invalid', detail: 'syntax' };
    const domain = email.split('@')[1]!.toLowerCase();
    const exchangers = await this.exchangers(domain);
    if (exchangers === 'unknown') return { result: 'unknown', detail: 'dns_error' };
    if (!exchangers.length) return { result: 'invalid', detail: 'no_mx' };
    let address: string;
    try {
      const target = await resolveTarget(exchangers[0]!, {
        allowHosts: this.options.egress.allowHosts,
        dnsServers: this.options.dnsServers,
      });
      address = target.address;
    } catch (err) {
      return { result: 'unknown', detail: err instanceof EgressError ? `mx_${err.reason}` : 'mx_unresolved' };
    }
    const random = `${randomBytes(9).toString('hex')}@${domain}`;
    let codes: { target: number; random: number };
    try {
      codes = await probe(address, this.options, email, random);
    } catch (err) {
      return { result: 'unknown', detail: (err as Error).message.slice(0, 60) };
    }
    if (codes.target >= 500) return { result: 'invalid', detail: `rcpt_${codes.target}` };
    if (codes.target >= 400 || codes.target < 200)
      return { result: 'unknown', detail: `rcpt_${codes.target}` };
    if (codes.random >= 200 && codes.random < 300) return { result: 'catch_all', detail: 'accepts_any' };
    return { result: 'valid', detail: `rcpt_${codes.target}` };
  }

  private async exchangers(domain: string): Promise<string[] | 'unknown'> {
    const resolver = new Resolver({ timeout: this.options.timeoutMs ?? 5000, tries: 2 });
    if (this.options.dnsServers.length) resolver.setServers([...this.options.dnsServers]);
    try {
      const mx = await resolver.resolveMx(domain);
      // A null MX (RFC 7505: one record, exchange ".") says the domain takes no mail.
      return mx
        .filter((r) => r.exchange && r.exchange !== '.')
        .sort((a, b) => a.priority - b.priority)
        .map((r) => r.exchange);
    } catch (err) {
      if (!NOT_FOUND.has((err as NodeJS.ErrnoException).code ?? '')) return 'unknown';
    }
    try {
      return (await resolver.resolve4(domain)).length ? [domain] : [];
    } catch (err) {
      return NOT_FOUND.has((err as NodeJS.ErrnoException).code ?? '') ? [] : 'unknown';
    }
  }
}

/** One SMTP session: greeting, EHLO, MAIL FROM:<>, RCPT TO twice, QUIT. Returns both RCPT reply codes. */
function probe(
  address: string,
  options: SmtpVerifierOptions,
  email: string,
  random: string,
): Promise<{ target: number; random: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: address, port: options.port });
    socket.setTimeout(options.timeoutMs ?? 10_000, () => socket.destroy(new Error('timeout')));
    let buffer = '';
    const replies: number[] = [];
    const script = [`EHLO ${options.heloName}`, 'MAIL FROM:<>', `RCPT TO:<${email}>`, `RCPT TO:<${random}>`];
    const finish = () => {
      socket.end('QUIT\r\n');
      // replies: greeting, EHLO, MAIL, RCPT target, RCPT random
      resolve({ target: replies[3] ?? 0, random: replies[4] ?? 0 });
    };
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        // a multi-line reply continues while the fourth character is '-'
        if (line[3] === '-') continue;
        const code = Number(line.slice(0, 3));
        replies.push(code);
        const step = replies.length;
        if (step <= 3 && (code < 200 || code >= 400)) {
          // the server would not talk (greeting, EHLO or MAIL refused): nothing known of the address
          socket.destroy();
          return reject(new Error(`smtp_${code}`));
        }
        if (step === 5 || (step === 4 && code >= 400)) return finish();
        socket.write(`${script[step - 1]}\r\n`);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('closed')));
  });
}
