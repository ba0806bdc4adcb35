import { prospectPlaceholderValues } from '@leadloop/domain/campaigns/placeholders';
import type { prospects } from '../../db/schema/index.js';

type ProspectRow = typeof prospects.$inferSelect;

/** The placeholder values of a prospect ({first_name}, {company}…): step texts, tasks, AI previews, videos. */
export const placeholderValuesOf = (prospect: ProspectRow) =>
  prospectPlaceholderValues({
    first_name: prospect.firstName,
    last_name: prospect.lastName,
    full_name: prospect.fullName,
    position: prospect.position,
    location: prospect.location,
    company: prospect.company,
    company_domain: prospect.companyDomain,
    personal_email: prospect.personalEmail,
    work_email: prospect.workEmail,
    enriched_email: prospect.enrichedEmail,
    phone: prospect.phone,
    twitter: prospect.twitter,
    website: prospect.website,
    custom_fields: prospect.customFields,
  });
