/**
 * Enrichment: finds a prospect's email and phone. The sandbox (./sandbox.ts) is the default; a real
 * provider would call its API here. Only a *verified* email costs a credit (001 §9).
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
