import { CODES } from '@leadloop/domain';
import { badRequest } from '../../lib/errors.js';
import { EgressError, resolveTarget, type EgressPolicy } from '../../lib/egress/index.js';

/**
 * A webhook URL is checked when saved (400 with the reason) by the egress rule; delivery goes through the
 * egress again (post.ts), which resolves the name anew and connects only to the address it vetted.
 */
export async function assertPublicUrl(url: string, policy: EgressPolicy): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(CODES.checkUrl);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest(CODES.checkUrl);
  await resolveTarget(parsed.hostname, policy).catch((error: unknown) => {
    if (error instanceof EgressError && error.reason === 'refused') throw badRequest(CODES.webhookUrlRefused);
    throw badRequest(CODES.checkUrl);
  });
}
