import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Answers once the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
