/** UI constants (001 §9 misc, 000 §2). */

/** 001 §9 modal widths: 420–600, wizard 500, switch workspace 725, upgrade 980 or 1140. */
export const MODAL_WIDTHS = {
  min: 420,
  max: 600,
  addAccountWizard: 500,
  switchWorkspace: 725,
  upgrade: 980,
  upgradeWide: 1140,
} as const;
/** 001 §9: AI Employee wizard 1140×680; onboarding 900×635. */
export const AI_WIZARD_SIZE = { width: 1140, height: 680 } as const;
export const AI_ONBOARDING_SIZE = { width: 900, height: 635 } as const;
/** 001 §9: default logo 35 px. */
export const DEFAULT_LOGO_SIZE_PX = 35;
/** 000 §2: the sidebar goes horizontal under 1000 px. */
export const SIDEBAR_HORIZONTAL_BELOW_PX = 1000;
/** 001 §9: terms — monthly billing cycle, 15 days notice for changes. */
export const TERMS_CHANGE_NOTICE_DAYS = 15;
/** 001 §9: A/B split 50/50. */
export const AB_SPLIT_PERCENT = 50;
/** 001 §9: free group messages about 15 per month. */
export const FREE_GROUP_MESSAGES_PER_MONTH = 15;
/** 001 §9: about 190 industries; revenue bands under 1 million to over 1 billion. */
export const INDUSTRIES_COUNT_APPROX = 190;
export const REVENUE_BANDS = [
  'under_1m',
  '1m_10m',
  '10m_50m',
  '50m_100m',
  '100m_500m',
  '500m_1b',
  'over_1b',
] as const;
/** 001 §9 local storage keys. */
export const STORAGE_KEYS = {
  viewSettings: 'viewSettings',
  drafts: 'drafts',
  inMailWarningAccepted: 'inMailWarningAccepted',
  isVendastaOnboard: 'isVendastaOnboard',
  selectedCrm: 'selectedCrm',
  shownNotifications: 'shownNotifications',
  banner: 'bannerClosed',
  skippedOnboarding: 'skippedOnboarding',
  featureNotification: 'featureNotificationShown',
  theme: 'theme',
  language: 'language',
  sidebarCollapsed: 'sidebarCollapsed',
  usedNumber: 'usedNumber',
  token: 'token',
} as const;
/** 001 §9 view settings defaults. */
export const DEFAULT_VIEW_SETTINGS = { horizontal: false, inboxPastMeetings: true } as const;
