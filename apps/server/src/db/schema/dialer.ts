import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ts } from './columns.js';

/** A workspace's dialer (001 §7 POST /dialer/activate): which telephony provider carries its calls. */
export const dialerAccounts = pgTable('dialer_accounts', {
  spaceId: uuid('space_id').primaryKey(),
  provider: text('provider').notNull(),
  activatedAt: ts('activated_at').notNull(),
});

/** A purchased number (001 §3 Dialer number); credits: installation once, then monthly until released. */
export const dialerPhones = pgTable(
  'dialer_phones',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    number: text('number').notNull(),
    countryCode: text('country_code').notNull(),
    category: text('category').notNull(),
    stateName: text('state_name'),
    regionId: text('region_id').notNull(),
    regionName: text('region_name').notNull(),
    smsSupported: boolean('sms_supported').notNull().default(false),
    numberToRedirect: text('number_to_redirect'),
    /** active | released */
    status: text('status').notNull().default('active'),
    monthlyPrice: integer('monthly_price').notNull(),
    installationPrice: integer('installation_price').notNull(),
    providerSid: text('provider_sid').notNull(),
    purchasedAt: ts('purchased_at').notNull(),
    paidUntil: ts('paid_until').notNull(),
    releasedAt: ts('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dialer_phones_number_idx')
      .on(t.number)
      .where(sql`${t.status} = 'active'`),
    index('dialer_phones_space_idx').on(t.spaceId, t.createdAt),
  ],
);

/** A call through the dialer (001 §3 Call); a failed call is not kept (001 §4). */
export const dialerCalls = pgTable(
  'dialer_calls',
  {
    id: id(),
    spaceId: uuid('space_id').notNull(),
    phoneId: uuid('phone_id')
      .notNull()
      .references(() => dialerPhones.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    prospectId: uuid('prospect_id'),
    direction: text('direction').notNull(),
    phoneNumber: text('phone_number').notNull(),
    prospectPhoneNumber: text('prospect_phone_number').notNull(),
    /** connecting | connected | disconnected */
    status: text('status').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    startDate: ts('start_date').notNull(),
    endedAt: ts('ended_at'),
    recordFile: text('record_file'),
    name: text('name'),
    providerSid: text('provider_sid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('dialer_calls_space_idx').on(t.spaceId, t.startDate),
    index('dialer_calls_phone_idx').on(t.phoneId, t.startDate),
  ],
);

export type DialerPhoneRow = typeof dialerPhones.$inferSelect;
export type DialerCallRow = typeof dialerCalls.$inferSelect;
