// The proxy form's rules without zod (proxy.ts holds the schemas), so the web shell can use them alone.
import { MESSAGES } from '../messages/catalogue.js';
import { isHostname } from '../common/hostname.js';

/** 001 §5 proxy form: IP is four octets 0-255. */
export function isIpv4(value: string): boolean {
  const parts = value.trim().split('.');
  return (
    parts.length === 4 &&
    parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && (p === '0' || !p.startsWith('0')))
  );
}

/** 001 §5 proxy form: port digits only (and a real port number 1-65535). */
export const isPort = (value: string | number) => {
  const v = String(value).trim();
  return /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535;
};

export type ProxyFormValues = {
  proxy_address?: string | null;
  domain?: string | null;
  port?: string | number | null;
  username?: string | null;
  password?: string | null;
};
export type ProxyFormErrors = Partial<Record<keyof ProxyFormValues, string>>;

/**
 * 001 §5 proxy form: with a domain the IP is not checked, otherwise the domain is not;
 * port digits only; username and password non-empty. Returns the errors by field (empty when valid).
 */
export function validateProxyForm(values: ProxyFormValues): ProxyFormErrors {
  const errors: ProxyFormErrors = {};
  const domain = (values.domain ?? '').trim();
  const ip = (values.proxy_address ?? '').trim();
  if (domain) {
    if (!isHostname(domain)) errors.domain = MESSAGES.invalidHostname;
  } else if (!ip) {
    errors.proxy_address = MESSAGES.proxyHostRequired;
  } else if (!isIpv4(ip)) {
    errors.proxy_address = MESSAGES.invalidIp;
  }
  if (!isPort(values.port ?? '')) errors.port = MESSAGES.portDigitsOnly;
  if (!(values.username ?? '').trim()) errors.username = MESSAGES.usernameRequired;
  if (!(values.password ?? '').trim()) errors.password = MESSAGES.passwordRequired;
  return errors;
}
