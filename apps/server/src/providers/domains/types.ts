/**
 * A registrar plugin: searches a name and registers it. Registration takes time at a real registrar;
 * `readyAt` is when the domain is expected to resolve (001 §9: .com up to 1 hour, others up to 48).
 * `register` is safe to call again for a name it may already have bought (a retried request buys once).
 */
export interface Registrar {
  name: string;
  available(domain: string): Promise<boolean>;
  register(domain: string, now: Date): Promise<{ ref: string; readyAt: Date }>;
}

/** One record a bought domain publishes: `name` is the full name (`_dmarc.example.com`), MX values `10 host`. */
export interface DnsRecordSpec {
  type: string;
  name: string;
  value: string;
}

/**
 * A DNS plugin: publishes a domain's records at its name servers. Writing the same records again changes
 * nothing (each name and type is replaced whole), so a retry or a re-verification may always write.
 */
export interface DnsWriter {
  name: string;
  writeRecords(domain: string, records: readonly DnsRecordSpec[]): Promise<void>;
}

/** A provider's refusal or failure. `definite`: the provider answered no, so nothing was done (a 4xx). */
export class DomainProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly definite: boolean,
  ) {
    super(message);
    this.name = 'DomainProviderError';
  }
}
