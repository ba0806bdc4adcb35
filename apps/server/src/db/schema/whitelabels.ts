import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  WhitelabelStatus,
  whitelabelAuthSchema,
  whitelabelColorsSchema,
  whitelabelEmailSchema,
  whitelabelFlagsSchema,
  whitelabelLinkSchema,
  whitelabelSupportSchema,
} from '@leadloop/domain/admin/whitelabels';
import { createdAt, updatedAt } from './columns.js';
import { spaces } from './spaces.js';

/**
 * White labels (brands) as data: one row per brand key (the value users.brand and spaces.brand carry).
 * The default brand 'leadloop' is seeded by the migration. Every change notifies the auth cache's channel
 * (payload 'brands'), so each process reloads its copy (modules/brand/brand-config.ts).
 */
export const whitelabels = pgTable('whitelabels', {
  brand: text('brand').primaryKey(),
  name: text('name').notNull(),
  status: text('status').$type<WhitelabelStatus>().notNull().default('active'),
  colors: jsonb('colors').$type<z.infer<typeof whitelabelColorsSchema>>().notNull(),
  logoSquareUrl: text('logo_square_url'),
  logoRectangleUrl: text('logo_rectangle_url'),
  logoShape: text('logo_shape').$type<'square' | 'rectangle'>().notNull().default('square'),
  logoHeight: integer('logo_height').notNull().default(35),
  faviconUrl: text('favicon_url'),
  support: jsonb('support').$type<z.infer<typeof whitelabelSupportSchema>>().notNull(),
  sidebarLinks: jsonb('sidebar_links').$type<z.infer<typeof whitelabelLinkSchema>[]>().notNull().default([]),
  bottomLinks: jsonb('bottom_links').$type<z.infer<typeof whitelabelLinkSchema>[]>().notNull().default([]),
  networkName: text('network_name').notNull().default('LinkedIn'),
  email: jsonb('email').$type<z.infer<typeof whitelabelEmailSchema>>().notNull(),
  /** The brand's SMTP password, sealed (lib/secrets.ts). */
  smtpPasswordEnc: text('smtp_password_enc'),
  auth: jsonb('auth').$type<z.infer<typeof whitelabelAuthSchema>>().notNull(),
  flags: jsonb('flags').$type<z.infer<typeof whitelabelFlagsSchema>>().notNull(),
  isBuzz: boolean('is_buzz').notNull().default(false),
  isRestricted: boolean('is_restricted').notNull().default(false),
  /** vendasta_bar.max_credentials: the restricted brand's accounts per workspace (null = no cap). */
  maxCredentials: integer('max_credentials'),
  isBillingEnabled: boolean('is_billing_enabled').notNull().default(true),
  clientLink: text('client_link'),
  allowCustomerDomains: boolean('allow_customer_domains').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Host names that choose a brand: the brand's own custom domains (space_id null) and, where the brand
 * allows it, a customer's domain (space_id set). Unique across every brand.
 */
export const whitelabelHosts = pgTable(
  'whitelabel_hosts',
  {
    host: text('host').primaryKey(),
    brand: text('brand')
      .notNull()
      .references(() => whitelabels.brand, { onDelete: 'cascade', onUpdate: 'cascade' }),
    spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('whitelabel_hosts_brand_idx').on(t.brand)],
);
