/**
 * Enrichment: finds a prospect's email and phone. The sandbox (./sandbox.ts) is the default; the real
 * sources (apollo.ts, hunter.ts) call their REST APIs through the guarded egress. Only a *verified* email
 * costs a credit (001 §9).
 */
export interface EnrichmentQuery {
  /** The network member id (slug of /in/<id>), when known. */
  networkId: string | null;
  profileLink: string;
  firstName: string;
  lastName: string;
  company: string | null;
  companyDomain: string | null;
}

export interface EnrichmentResult {
  email: string | null;
  /** The provider checked the mailbox exists; unverified guesses are never stored nor charged. */
  emailVerified: boolean;
  phone: string | null;
}

export interface EnrichmentProvider {
  readonly name: string;
  findContact(query: EnrichmentQuery): Promise<EnrichmentResult>;
}

/**
 * The source could not answer (down, timed out, refused our key, rate-limited): the waterfall stops here
 * without charging and the work is retried later, asking this source again (never the ones that answered).
 */
export class SourceUnavailableError extends Error {
  constructor(
    public readonly source: string,
    detail: string,
  ) {
    super(`${source} is unavailable: ${detail}`);
  }
}
