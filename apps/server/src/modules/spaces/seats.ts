import { and, eq, isNull, sql } from 'drizzle-orm';
import { type AutomationType, type SeatUsage, CODES } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { credentials, spaces } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { planFor } from '../../lib/plans.js';

/** Seats of a workspace, counted from its live credentials (never stored twice). For GET /space/info too. */
export async function seatUsage(db: Db, spaceId: string): Promise<SeatUsage> {
  const [space] = await db
    .select({ cloud: spaces.cloudSeats, extension: spaces.extensionSeats })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  const rows = await db
    .select({ type: credentials.automationType, n: sql<number>`count(*)::int` })
    .from(credentials)
    .where(and(inSpace(credentials, spaceId), isNull(credentials.deletedAt)))
    .groupBy(credentials.automationType);
  const used = (type: AutomationType) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  const cloudTotal = space?.cloud ?? 0;
  const extensionTotal = space?.extension ?? 0;
  const cloudUsed = used('cloud');
  const extensionUsed = used('extension');
  return {
    used_seats: cloudUsed + extensionUsed,
    total_seats: cloudTotal + extensionTotal,
    available_seats: Math.max(0, cloudTotal - cloudUsed) + Math.max(0, extensionTotal - extensionUsed),
    cloud_seats_used: cloudUsed,
    extension_seats_used: extensionUsed,
    cloud_seats_total: cloudTotal,
    extension_seats_total: extensionTotal,
    cloud_seats_available: Math.max(0, cloudTotal - cloudUsed),
    extension_seats_available: Math.max(0, extensionTotal - extensionUsed),
  };
}

/** The restricted brand's account cap (space.config.vendasta_bar.max_credentials), when set. */
export function restrictedBrandCap(space: { config: Record<string, unknown> }): number | null {
  const bar = space.config.vendasta_bar as { max_credentials?: unknown } | undefined;
  return typeof bar?.max_credentials === 'number' ? bar.max_credentials : null;
}

/**
 * Refuses a new account (or a switch to `type`) without a free seat of that type (001 §5):
 * no cloud seats at all on the tier → 'No cloud seats for this tier'; all taken → 'You need to purchase one more seat…'.
 */
export async function assertFreeSeat(
  db: Db,
  space: { id: string; tier: number; config: Record<string, unknown> },
  type: AutomationType,
): Promise<void> {
  const usage = await seatUsage(db, space.id);
  // The tier's catalogue decides whether cloud seats exist at all (issue 16: the free tier has none).
  if (type === 'cloud' && (await planFor(db, space.tier)).features.cloud !== 'active')
    throw badRequest(CODES.noCloudSeats);
  const cap = restrictedBrandCap(space);
  if (cap !== null && usage.used_seats >= cap) throw badRequest(CODES.cantAddAnotherAccount);
  if (type === 'cloud' && usage.cloud_seats_total === 0) throw badRequest(CODES.noCloudSeats);
  const free = type === 'cloud' ? usage.cloud_seats_available : usage.extension_seats_available;
  if (free <= 0) throw badRequest(CODES.needSeat);
}
