import { sql, type SQL } from 'drizzle-orm';
import { sqlInSpace } from '../../lib/scope.js';

/**
 * Whether the prospect has a meeting booked through the connected calendar (a Calendly invitee.created not
 * followed by its invitee.canceled, calendly area's `calendly_bookings`): a booked prospect is paused for
 * the employee — no draft is sent to them.
 */
export function meetingBookedSql(spaceId: string, prospectId: string): SQL {
  return sql`exists (
    select 1 from calendly_bookings b
    where ${sqlInSpace('b', spaceId)} and ${prospectId}::uuid = any(b.prospect_ids) and b.event = 'invitee.created'
      and not exists (
        select 1 from calendly_bookings c
        where ${sqlInSpace('c', spaceId)} and ${prospectId}::uuid = any(c.prospect_ids)
          and c.event = 'invitee.canceled' and c.created_at >= b.created_at))`;
}
