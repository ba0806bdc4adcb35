import { z } from 'zod';
import { validateProxyForm, type ProxyFormValues } from './proxy-form.js';
import { toObject } from '../common/coerce.js';

export { isIpv4, isPort, validateProxyForm } from './proxy-form.js';
export type { ProxyFormErrors, ProxyFormValues } from './proxy-form.js';

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
