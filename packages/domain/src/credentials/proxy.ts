import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { isHostname } from '../common/text.js';
import { toObject } from '../common/coerce.js';

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

/** 001 §3 custom proxy payload: proxy_address (or null), domain (or null), ports {http}, username, password. */
export const customProxySchema = z
  .strictObject({
    proxy_address: z.string().trim().max(15).nullable().default(null),
    domain: z.string().trim().max(253).nullable().default(null),
    ports: z.strictObject({
      http: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(5)),
    }),
    username: z.string().trim().max(200),
    password: z.string().trim().max(200),
  })
  .superRefine((v, ctx) => {
    const errors = validateProxyForm({ ...v, port: v.ports.http });
    for (const [field, message] of Object.entries(errors)) {
      const path = field === 'port' ? ['ports', 'http'] : [field];
      ctx.addIssue({ code: 'custom', message, path });
    }
  });
export type CustomProxy = z.infer<typeof customProxySchema>;

/** Form values → the payload the API takes. */
export function toCustomProxyPayload(values: ProxyFormValues): z.input<typeof customProxySchema> {
  const domain = (values.domain ?? '').trim();
  return {
    proxy_address: domain ? null : (values.proxy_address ?? '').trim() || null,
    domain: domain || null,
    ports: { http: String(values.port ?? '').trim() },
    username: (values.username ?? '').trim(),
    password: (values.password ?? '').trim(),
  };
}

/** Accepts the payload as an object or as a JSON string (form bodies). */
export const customProxyInputSchema = z.preprocess(toObject, customProxySchema.nullable());

/** 001 §3 session cookie entry (browser export format). Values are secret: input only. */
export const sessionCookieSchema = z.object({
  domain: z.string().max(253),
  hostOnly: z.boolean().optional(),
  httpOnly: z.boolean().optional(),
  name: z.string().min(1).max(200),
  path: z.string().max(500).optional(),
  sameSite: z.string().max(20).optional(),
  secure: z.boolean().optional(),
  session: z.boolean().optional(),
  storeId: z.string().max(50).nullable().optional(),
  value: z.string().max(8192),
  id: z.number().optional(),
  expirationDate: z.number().optional(),
});
export type SessionCookie = z.infer<typeof sessionCookieSchema>;

/** Cookies as a list of entries or a single session-cookie value (JSON string accepted). */
export const cookiesInputSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim().startsWith('[') ? toObject(v) : v),
  z.union([z.array(sessionCookieSchema).min(1).max(200), z.string().trim().min(1).max(8192)]),
);

/** 001 §3 proxy country option: count 0 means out of reserve. */
export const proxyCountryOptionSchema = z.object({
  code: z.string(),
  count: z.number().int().nonnegative(),
  type: z.string(),
});
export type ProxyCountryOption = z.infer<typeof proxyCountryOptionSchema>;
export const isOutOfReserve = (o: Pick<ProxyCountryOption, 'count'>) => o.count === 0;
