/** Knobs of the sandbox network; the defaults follow docs/outreach-domain (guides). */
export interface SandboxOptions {
  seed: number;
  /** Members in the simulated network (100,000 by default; tests use fewer). */
  population: number;
  /** Invitations per rolling 7 days before the network refuses more. */
  weeklyInvitationLimit: number;
  /** Pending invitations the network allows at once. */
  pendingInvitationCap: number;
  /** Notes a free account may attach per 30 days; more invitations go out without the note. */
  freeNotesPer30Days: number;
  /** Chance that a normal login asks for a security code (by email). */
  challengeRate: number;
  /** Days a withdrawn invitation blocks re-inviting the same person. */
  reinviteBlockDays: number;
  /** Where the network "sends" a security code (the mailer's outbox in the app). */
  sendSecurityCode?: (to: string, code: string, channel: 'email' | 'sms' | 'app') => Promise<void>;
}

export const DEFAULT_SANDBOX_OPTIONS: SandboxOptions = {
  seed: 42,
  population: 100_000,
  weeklyInvitationLimit: 200,
  pendingInvitationCap: 700,
  freeNotesPer30Days: 5,
  challengeRate: 0.1,
  reinviteBlockDays: 21,
};

/** Security-code lifetimes (000 §4): 60 minutes, 10 for the app type; a phone request 15 minutes. */
export const CODE_TTL_MS = { email: 60 * 60_000, sms: 60 * 60_000, app: 10 * 60_000 } as const;
export const PHONE_TTL_MS = 15 * 60_000;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGES = 100;
