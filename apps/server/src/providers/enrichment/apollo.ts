import type { EgressPolicy } from '../../lib/egress/index.js';
import { sourceJson } from './http.js';
import type { EnrichmentProvider, EnrichmentQuery, EnrichmentResult } from './provider.js';

interface ApolloPerson {
  email?: string | null;
  email_status?: string | null;
  phone_numbers?: { sanitized_number?: string | null; raw_number?: string | null }[] | null;
}

/**
 * Apollo's People Enrichment (`POST /api/v1/people/match`, key in `x-api-key`): matched by profile URL,
 * name and company domain. Apollo's `email_status: verified` is its own check; ours runs after it.
 */
export class ApolloEnrichment implements EnrichmentProvider {
  readonly name = 'apollo';
  constructor(
    private readonly api: { url: string; key: string },
    private readonly egress: EgressPolicy,
  ) {}

  async findContact(query: EnrichmentQuery): Promise<EnrichmentResult> {
    const { body } = await sourceJson(this.name, `${this.api.url}/api/v1/people/match`, this.egress, {
      method: 'POST',
      headers: { 'x-api-key': this.api.key, 'cache-control': 'no-cache' },
      body: {
        first_name: query.firstName,
        last_name: query.lastName,
        organization_name: query.company ?? undefined,
        domain: query.companyDomain ?? undefined,
        linkedin_url: query.profileLink || undefined,
        reveal_personal_emails: false,
      },
    });
    const person = (body.person ?? null) as ApolloPerson | null;
    const phone = person?.phone_numbers?.[0];
    return {
      email: person?.email || null,
      emailVerified: person?.email_status === 'verified',
      phone: phone?.sanitized_number || phone?.raw_number || null,
    };
  }
}
