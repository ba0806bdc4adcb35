import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxMembers } from '../../db/schema/index.js';
import type { EnrichmentProvider, EnrichmentQuery, EnrichmentResult } from './provider.js';
import { sandboxCatchAll } from './verify.js';

/**
 * Sandbox enrichment backed by the sandbox network's member table: what the network "knows" about a
 * member (email, phone) is what enrichment finds. Deterministic: the same member always gives the same
 * answer. An email is verified unless it hashes into the ~10 % "catch-all domain" bucket.
 */
export class SandboxEnrichment implements EnrichmentProvider {
  readonly name = 'sandbox';
  constructor(private readonly db: Db) {}

  async findContact(query: EnrichmentQuery): Promise<EnrichmentResult> {
    if (!query.networkId) return { email: null, emailVerified: false, phone: null };
    const [member] = await this.db
      .select({ email: sandboxMembers.email, phone: sandboxMembers.phone })
      .from(sandboxMembers)
      .where(eq(sandboxMembers.id, query.networkId));
    if (!member) return { email: null, emailVerified: false, phone: null };
    return {
      email: member.email,
      emailVerified: Boolean(member.email) && !sandboxCatchAll(member.email!),
      phone: member.phone,
    };
  }
}
