/**
 * Email steps go out through the account's email integration. Until mailboxes exist, a sandbox
 * provider records each email (keyed by the step's idempotency key) and simulates opens and clicks.
 */
export interface CampaignEmail {
  credentialId: string;
  to: string;
  subject: string;
  body: string;
  clientKey: string;
  trackLinks: boolean;
}

export interface SentEmail extends CampaignEmail {
  id: string;
  sentAt: Date;
  opened: boolean;
  clicked: boolean;
}

export interface CampaignMailer {
  send(email: CampaignEmail, at: Date): Promise<{ id: string }>;
  /** What the provider holds for a client key (exactly-once checks after a crash). */
  findByClientKey(clientKey: string): Promise<SentEmail | null>;
  /** Latest email to an address from an account (for opened/clicked conditions). */
  lastTo(credentialId: string, to: string): Promise<SentEmail | null>;
}

export function createSandboxCampaignMailer(): CampaignMailer & { sent: SentEmail[] } {
  const sent: SentEmail[] = [];
  const byKey = new Map<string, SentEmail>();
  return {
    sent,
    async send(email, at) {
      const existing = byKey.get(email.clientKey);
      if (existing) return { id: existing.id };
      const seed = hash(email.clientKey);
      const record: SentEmail = {
        ...email,
        id: `mail_${sent.length + 1}`,
        sentAt: at,
        opened: seed % 100 < 45,
        clicked: email.trackLinks && seed % 100 < 12,
      };
      sent.push(record);
      byKey.set(email.clientKey, record);
      return { id: record.id };
    },
    async findByClientKey(clientKey) {
      return byKey.get(clientKey) ?? null;
    },
    async lastTo(credentialId, to) {
      for (let i = sent.length - 1; i >= 0; i--) {
        const m = sent[i]!;
        if (m.credentialId === credentialId && m.to === to) return m;
      }
      return null;
    },
  };
}

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}
