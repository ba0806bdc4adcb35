/** Page sizes and list defaults (001 §7, §9). */

/** 001 §9: default page limit 10 (credits history). */
export const DEFAULT_PAGE_LIMIT = 10;
/** 001 §9: default credits history range. */
export const CREDITS_HISTORY_DEFAULT_RANGE = { start_date: '2023-02-28', end_date: '2023-03-28' } as const;
/** 001 §7, §9: prospect search page 25, filter page 20. */
export const PROSPECT_PAGE_SIZE = 25;
export const FILTER_PAGE_SIZE = 20;
/** 001 §7, §9: AI Employee list page 25. */
export const EMPLOYEE_PAGE_SIZE = 25;
/** 001 §7, §9: voicemail audio page 25. */
export const VOICEMAIL_PAGE_SIZE = 25;
/** 001 §9: Calendly event types page size 16 or 100. */
export const CALENDLY_EVENT_TYPES_PAGE_SIZES = [16, 100] as const;
/** 001 §7: CRM profiles and companies limit 10. */
export const CRM_SEARCH_LIMIT = 10;
/** 001 §7, §9: dialer calls — panel pages by 50, per phone 200, general 100; infinite scroll distance 300 px. */
export const CALL_HISTORY_PAGE_SIZE = 50;
export const CALLS_PER_PHONE_LIMIT = 200;
export const CALLS_LIMIT = 100;
export const INFINITE_SCROLL_DISTANCE_PX = 300;
/** Hard ceiling for any `limit` query parameter (not in spec). */
export const MAX_PAGE_LIMIT = 500;
