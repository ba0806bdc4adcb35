import { resolveTarget, type EgressPolicy } from '../../lib/egress/index.js';

/**
 * Where a tenant's own mail server (SMTP, IMAP) is reached: its name resolved once by the egress rule
 * (lib/egress: private, loopback, link-local, CGNAT and metadata addresses refused unless allow-listed) and
 * the connection made to that vetted address, the name kept for TLS (SNI and the certificate check). A host
 * typed into the mailbox settings can so not reach a port on the server's own network.
 */
export async function mailHost(
  host: string,
  egress: EgressPolicy,
): Promise<{ host: string; servername: string }> {
  const target = await resolveTarget(host, egress);
  return { host: target.address, servername: target.host };
}
