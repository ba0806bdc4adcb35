import type { RenderValues } from '@leadloop/domain/campaigns/placeholders';

/**
 * The sample prospect the editor previews with, and the same prospect with every field empty, so the
 * writer sees each fallback (`{first_name:there}`) before a real prospect with a missing field does.
 */
export const SAMPLE_PROSPECT: RenderValues = {
  first_name: 'Jane',
  last_name: 'Cooper',
  full_name: 'Jane Cooper',
  position: 'Head of Sales',
  location: 'Austin, Texas',
  company: 'Northwind',
  company_domain: 'northwind.io',
  email: 'jane@northwind.io',
  work_email: 'jane@northwind.io',
  personal_email: 'jane.cooper@example.com',
  phone: '+1 512 555 0134',
  twitter: '@janecooper',
  website: 'https://northwind.io',
  sender_first_name: 'Alex',
  sender_last_name: 'Morgan',
  sender_full_name: 'Alex Morgan',
  // issue 36: what a company research of northwind.io would give (Preferences → Company research)
  research_summary: 'Northwind makes scheduling software for field-service teams.',
  research_points: 'Founded in 2016; 120 employees; opened a Berlin office this year',
};

export const EMPTY_PROSPECT: RenderValues = {};

/** The plain-text part of an email written in HTML (block ends become line breaks). */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '$&\n')
    .replace(/<li\b[^>]*>/gi, '• ');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
