import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { maxLength, urlProtocol } from '../messages/format.js';
import { isHostname } from './hostname.js';

export { isHostname };

/** Default ceiling for free-text fields so no request carries a huge string. */
export const DEFAULT_TEXT_MAX = 1000;
/** Ceiling for short names (people, workspaces, pipelines…). */
export const NAME_MAX = 100;
/** RFC 5321 ceiling for an address. */
export const EMAIL_MAX = 254;
/** Ceiling for URLs. */
export const URL_MAX = 2048;
/** Handle: up to 15 word characters with an optional @ (001 §5, §9). */
export const HANDLE_MAX = 15;

/** 001 §5 text rule: trimmed, max length with 'messageCanNotBeLongerThan'. */
export const trimmedText = (max = DEFAULT_TEXT_MAX) => z.string().trim().max(max, maxLength(max));

/** 001 §5 text rule: trimmed, required, max length. */
export const requiredText = (message: string = MESSAGES.required, max = DEFAULT_TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, maxLength(max));

/** Optional text: '' (or whitespace) from a form counts as absent. */
export const optionalText = (max = DEFAULT_TEXT_MAX) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    trimmedText(max).optional(),
  );

/**
 * 001 §5 url rule. The protocol is optional unless one is required, in which case a URL with
 * another (or no) protocol gets 'The URL must have {protocol} protocol'.
 */
export function isValidUrl(value: string, protocol?: 'http' | 'https'): true | string {
  const v = value.trim();
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(v);
  if (protocol && (!m || m[1].toLowerCase() !== protocol)) return urlProtocol(protocol);
  if (m && !['http', 'https'].includes(m[1].toLowerCase())) return MESSAGES.checkUrl;
  const rest = m ? v.slice(m[0].length) : v;
  const parts = /^(?:[^@/\s]+@)?([^/\s:?#@]+)(?::(\d{1,5}))?([/?#]\S*)?$/.exec(rest);
  if (!parts) return MESSAGES.checkUrl;
  const host = parts[1].toLowerCase();
  const isIp = /^(\d{1,3}\.){3}\d{1,3}$/.test(host) && host.split('.').every((o) => Number(o) <= 255);
  if (!isHostname(host) && !isIp && host !== 'localhost') return MESSAGES.checkUrl;
  return true;
}

export const urlSchema = (protocol?: 'http' | 'https', max = URL_MAX) =>
  z
    .string({ error: MESSAGES.checkUrl })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, { error: maxLength(max), abort: true })
    .superRefine((v, ctx) => {
      const r = isValidUrl(v, protocol);
      if (r !== true) ctx.addIssue({ code: 'custom', message: r });
    });

/** 001 §5: up to 15 word characters with an optional leading @. */
export const HANDLE_PATTERN = /^@?\w{1,15}$/;
export const handleSchema = z.string().trim().regex(HANDLE_PATTERN, MESSAGES.invalidHandle);

/** 001 §5: hex colour of 3 or 6 digits (leading # required). */
export const HEX_COLOR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const hexColorSchema = z
  .string({ error: MESSAGES.colorRequired })
  .trim()
  .min(1, { error: MESSAGES.colorRequired, abort: true })
  .regex(HEX_COLOR_PATTERN, MESSAGES.invalidColor);
