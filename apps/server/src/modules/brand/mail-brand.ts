import type { AppContext } from '../../lib/context.js';
import { secretsFor } from '../../lib/secrets.js';
import type { MailBrand } from '../../providers/mail/index.js';
import { brandOf, type BrandConfig } from './brand-config.js';

/**
 * Where a brand's links point: its first own host name on the public URL's scheme and port
 * (`https://app.leadloop.com` → `https://app.acme.com`), else the public URL itself.
 */
export function brandBaseUrl(ctx: Pick<AppContext, 'config'>, brand: Pick<BrandConfig, 'hosts'>): string {
  const host = brand.hosts[0];
  if (!host) return ctx.config.publicUrl;
  const base = new URL(ctx.config.publicUrl);
  base.hostname = host;
  return base.origin;
}

/** What a message of this brand wears: sender, colour, logo (absolute), and its SMTP when configured. */
export function mailBrandFor(ctx: Pick<AppContext, 'config'>, brand: BrandConfig): MailBrand {
  const logo = brand.logo_rectangle_url ?? brand.logo_square_url;
  const absolute = logo && !/^https?:\/\//.test(logo) ? `${brandBaseUrl(ctx, brand)}${logo}` : logo;
  const { email } = brand;
  return {
    name: brand.name,
    color: brand.colors.primary,
    logoUrl: absolute ?? null,
    logoHeight: brand.logo_height,
    senderName: email.sender_name,
    senderEmail: email.sender_email,
    smtp:
      email.smtp_host && email.smtp_port
        ? {
            host: email.smtp_host,
            port: email.smtp_port,
            secure: email.smtp_secure,
            user: email.smtp_user,
            password: brand.smtp_password_enc ? secretsFor(ctx).decrypt(brand.smtp_password_enc) : null,
          }
        : null,
  };
}

/** The brand of a user or workspace (by key) as its emails wear it, and the base URL its links use. */
export async function mailBrandOf(ctx: Pick<AppContext, 'db' | 'config'>, key: string | null | undefined) {
  const brand = await brandOf(ctx.db, key);
  return { brand, mail: mailBrandFor(ctx, brand), baseUrl: brandBaseUrl(ctx, brand) };
}
