import type { Prospect } from '@leadloop/domain';
import type { prospects } from '../../db/schema/index.js';

export type ProspectRow = typeof prospects.$inferSelect;

/** The raw `p.*` row of a SQL query (snake_case) → the API's prospect fields (001 §3 Prospect). */
export function toProspectView(p: Record<string, any>): Prospect {
  const date = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    _id: p.id as string,
    first_name: p.first_name as string,
    last_name: p.last_name as string,
    full_name: (p.full_name as string) || [p.first_name, p.last_name].filter(Boolean).join(' '),
    position: p.position ?? null,
    location: p.location ?? null,
    company: p.company ?? null,
    company_domain: p.company_domain ?? null,
    personal_email: p.personal_email ?? null,
    work_email: p.work_email ?? null,
    enriched_email: p.enriched_email ?? null,
    phone: p.phone ?? null,
    twitter: p.twitter ?? null,
    website: p.website ?? null,
    link: p.profile_link as string,
    network_id: p.network_id ?? null,
    photo_link: p.photo_link ?? null,
    is_premium: Boolean(p.is_premium),
    custom_fields: (p.custom_fields ?? {}) as Record<string, string>,
    relation: p.relation ?? null,
    labels: (p.labels ?? []) as string[],
    last_replied_at: date(p.last_replied_at),
    created_at: date(p.created_at),
  };
}

/** Same from a Drizzle row. */
export function rowToView(p: ProspectRow): Prospect {
  return toProspectView({
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: p.fullName,
    position: p.position,
    location: p.location,
    company: p.company,
    company_domain: p.companyDomain,
    personal_email: p.personalEmail,
    work_email: p.workEmail,
    enriched_email: p.enrichedEmail,
    phone: p.phone,
    twitter: p.twitter,
    website: p.website,
    profile_link: p.profileLink,
    network_id: p.networkId,
    photo_link: p.photoLink,
    is_premium: p.isPremium,
    custom_fields: p.customFields,
    relation: p.relation,
    labels: p.labels,
    last_replied_at: p.lastRepliedAt,
    created_at: p.createdAt,
  });
}
