/** Typed access to the browser storage keys the app owns (001 §9 "Local storage"). */
export const STORAGE_KEYS = {
  token: 'token',
  language: 'language',
  theme: 'theme',
  sidebarCollapsed: 'sidebarCollapsed',
  skippedEmailConfirmation: 'skippedEmailConfirmation',
  /** 001 §9 skipped-onboarding flag: Skip on /credentials/add-first. */
  skippedOnboarding: 'skippedOnboarding',
  emailBannerDismissed: 'emailBannerDismissed',
  tracking: 'tracking',
  /** 000 §2 /crm/manage/{integration}: the CRM last opened (/crm/manage-last goes back to it). */
  selectedCrm: 'selectedCrm',
  /** 001 §7 load_from_company: the onboarding's proposal, kept as the AI Employee wizard's predefined settings. */
  aiEmployeePredefined: 'aiEmployeePredefined',
  /** Login as customer: the admin's own token, kept aside, and who is being viewed (features/admin). */
  adminToken: 'adminToken',
  impersonation: 'impersonation',
} as const;

/** Session-only keys (cleared when the tab closes). */
export const SESSION_KEYS = {
  chunkReloaded: 'chunkReloaded',
  returnTo: 'returnTo',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be unavailable (private mode, sandboxed frames)
  }
}

export const storage = {
  get: (key: Key): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: Key, value: string): void => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: Key): void => safe(() => localStorage.removeItem(key), undefined),
  getFlag: (key: Key): boolean => safe(() => localStorage.getItem(key) === 'true', false),
  setFlag: (key: Key, value: boolean): void =>
    safe(() => localStorage.setItem(key, String(value)), undefined),
};

/** Per-user choices that must not carry over to the next person who signs in on this browser. */
export function forgetUserChoices(): void {
  storage.remove(STORAGE_KEYS.skippedEmailConfirmation);
  storage.remove(STORAGE_KEYS.emailBannerDismissed);
}

export const sessionStore = {
  get: (key: SessionKey): string | null => safe(() => sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string): void => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey): void => safe(() => sessionStorage.removeItem(key), undefined),
};

/** Tracking values captured from the first landing URL and sent with create_token / sign_up. */
export interface Tracking {
  ref?: string;
  invite?: string;
  i?: string;
  irclickid?: string;
}

const TRACKING_PARAMS = ['ref', 'invite', 'i', 'irclickid'] as const;

export function captureTracking(search: string): Tracking {
  const params = new URLSearchParams(search);
  const current = readTracking();
  let changed = false;
  for (const name of TRACKING_PARAMS) {
    const value = params.get(name);
    if (value && value.length <= 200 && current[name] !== value) {
      current[name] = value;
      changed = true;
    }
  }
  if (changed) storage.set(STORAGE_KEYS.tracking, JSON.stringify(current));
  return current;
}

export function readTracking(): Tracking {
  const raw = storage.get(STORAGE_KEYS.tracking);
  if (!raw) return {};
  return safe(() => JSON.parse(raw) as Tracking, {});
}
