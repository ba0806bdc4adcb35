import { MESSAGES } from '../messages/catalogue.js';

/** White-label authorization settings (001 §5). */
export type WhitelabelAuthSettings = {
  is_password_auth_enabled: boolean;
  is_google_auth_enabled: boolean;
  is_microsoft_auth_enabled: boolean;
  is_ui_registration_enabled: boolean;
  is_ghl_only_registration: boolean;
};

/**
 * 001 §5 white-label: at least one authorization method active; UI registration and GHL-only
 * registration cannot both be on; password authorization cannot be on with GHL-only registration.
 */
export function validateWhitelabelAuth(s: WhitelabelAuthSettings): true | string {
  if (!s.is_password_auth_enabled && !s.is_google_auth_enabled && !s.is_microsoft_auth_enabled) {
    return MESSAGES.whitelabelAuthMethodRequired;
  }
  if (s.is_ui_registration_enabled && s.is_ghl_only_registration)
    return MESSAGES.whitelabelUiAndGhlRegistration;
  if (s.is_password_auth_enabled && s.is_ghl_only_registration) return MESSAGES.whitelabelPasswordWithGhlOnly;
  return true;
}

/** 001 §5: the avatar must exist and not be too large. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export function validateAvatar(file: { size: number } | null | undefined): true | string {
  if (!file) return MESSAGES.avatarRequired;
  return file.size > AVATAR_MAX_BYTES ? MESSAGES.avatarTooLarge : true;
}

/** 001 §5 card: number correct (Luhn, 12–19 digits), all card fields filled. */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function validateCardForm(card: {
  number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}): true | string {
  if (!card.number?.trim() || !card.expiry?.trim() || !card.cvc?.trim() || !card.name?.trim()) {
    return MESSAGES.fillAllCardFields;
  }
  return isCardNumber(card.number) ? true : MESSAGES.cardNumberIncorrect;
}

/** 001 §9: whitelabel charge within 10 minutes of connecting a price. */
export const WHITELABEL_CHARGE_WITHIN_MINUTES = 10;

/** A host name such as app.example.com (lower case, no port): a brand's or a customer's domain. */
export const HOST_NAME_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** The form's check of a customer domain row, the same the API applies: its message, or true. */
export function validateCustomerHost(host: string, spaceId: string | null): true | string {
  if (!HOST_NAME_PATTERN.test(host.trim().toLowerCase())) return MESSAGES.hostInvalid;
  if (!spaceId) return MESSAGES.spaceNotFound;
  return true;
}
