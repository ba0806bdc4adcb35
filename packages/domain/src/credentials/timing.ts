import type { PinType } from './enums.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** 001 §4, §9: a security code expires 60 minutes after request, 10 for app type. */
export const SECURITY_CODE_EXPIRY_MINUTES = 60;
export const SECURITY_CODE_APP_EXPIRY_MINUTES = 10;
/** 001 §4, §9: a phone request expires 15 minutes after request; then resend is offered. */
export const PHONE_REQUEST_EXPIRY_MINUTES = 15;
/** 001 §9: the authenticator code changes every 30 s. */
export const AUTHENTICATOR_PERIOD_SECONDS = 30;
/** 000 §4, 001 §9: hibernated after over 30 days inactive. */
export const HIBERNATION_DAYS = 30;
/** 001 §9: proxy refresh up to 2 times a day. */
export const PROXY_REFRESH_MAX_PER_DAY = 2;
/** 001 §5: security code is exactly 6 digits; app-type codes are sent as 000000 on refresh. */
export const SECURITY_CODE_LENGTH = 6;
export const APP_CODE_REFRESH_VALUE = '000000';

type DateLike = Date | string | number;
const ms = (d: DateLike) => (d instanceof Date ? d.getTime() : new Date(d).getTime());

export function securityCodeExpiresAt(requestedAt: DateLike, pinType?: PinType | null): Date {
  const minutes = pinType === 'app' ? SECURITY_CODE_APP_EXPIRY_MINUTES : SECURITY_CODE_EXPIRY_MINUTES;
  return new Date(ms(requestedAt) + minutes * MINUTE);
}

/** 001 §3 is_code_expired (computed). */
export const isSecurityCodeExpired = (
  requestedAt: DateLike,
  pinType: PinType | null | undefined,
  now: DateLike,
) => ms(now) >= securityCodeExpiresAt(requestedAt, pinType).getTime();

export const phoneRequestExpiresAt = (requestedAt: DateLike) =>
  new Date(ms(requestedAt) + PHONE_REQUEST_EXPIRY_MINUTES * MINUTE);

export const isPhoneRequestExpired = (requestedAt: DateLike, now: DateLike) =>
  ms(now) >= phoneRequestExpiresAt(requestedAt).getTime();

/** An account inactive for more than 30 days is hibernated. */
export const isHibernationDue = (lastActiveAt: DateLike, now: DateLike) =>
  ms(now) - ms(lastActiveAt) > HIBERNATION_DAYS * DAY;

/** Seconds left before a proxy may be retried (proxy_failed_until is epoch seconds, 001 §3). */
export const proxyRetryCountdown = (proxyFailedUntil: number | null | undefined, now: DateLike) =>
  proxyFailedUntil ? Math.max(0, Math.ceil(proxyFailedUntil - ms(now) / 1000)) : 0;
