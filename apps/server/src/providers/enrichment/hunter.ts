import type { EgressPolicy } from '../../lib/egress/index.js';
import { sourceJson } from './http.js';
import type { EnrichmentProvider, EnrichmentQuery, EnrichmentResult } from './provider.js';

interface HunterFinding {
  email?: string | null;
  verification?: { status?: string | null } | null;
  phone_number?: string | null;
}

/**
 * Hunter's Email Finder (`GET /v2/email-finder?domain&first_name&last_name&api_key`): needs the company's
 * domain; finds emails only (the phone it may give is not trusted as a verified phone).
 */
export class HunterEnrichment implements EnrichmentProvider {
  readonly name = 'hunter';
  constructor(
    private readonly api: { url: string; key: string },
    private readonly egress: EgressPolicy,
  ) {}

  async findContact(query: EnrichmentQuery): Promise<EnrichmentResult> {
    if (!query.companyDomain) return { email: null, emailVerified: false, phone: null };
    const params = new URLSearchParams({
      domain: query.companyDomain,
      first_name: query.firstName,
      last_name: query.lastName,
      api_key: this.api.key,
    });
    const { body } = await sourceJson(this.name, `${this.api.url}/v2/email-finder?${params}`, this.egress);
    const data = (body.data ?? null) as HunterFinding | null;
    return {
      email: data?.email || null,
      emailVerified: data?.verification?.status === 'valid',
      phone: null,
    };
  }
}
