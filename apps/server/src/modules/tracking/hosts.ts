import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customDomains } from '../../db/schema/index.js';

/**
 * Whether a host name is a workspace's verified tracking domain (status `ready`: its CNAME was seen). Pending,
 * failed, removed or unknown names are not: the TLS ask refuses them and the web app is not served on them.
 */
export async function isTrackingHost(db: Db, host: string): Promise<boolean> {
  if (!host) return false;
  const [row] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(eq(customDomains.domain, host), eq(customDomains.status, 'ready')))
    .limit(1);
  return Boolean(row);
}
