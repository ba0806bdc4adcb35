import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * ADMIN_EMAILS makes the first platform admins: the accounts with these addresses are promoted when the
 * server starts, and an address signing up later is promoted at sign-up. Nobody is demoted here (an admin
 * removed from the list keeps the role until an admin takes it away).
 */
export const isListedAdmin = (adminEmails: string[], email: string) =>
  adminEmails.includes(email.trim().toLowerCase());

export async function promotePlatformAdmins(db: Db, adminEmails: string[]): Promise<number> {
  if (!adminEmails.length) return 0;
  const promoted = await db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(
      sql`lower(${users.email}) in (${sql.join(
        adminEmails.map((e) => sql`${e}`),
        sql`, `,
      )}) and not ${users.isPlatformAdmin}`,
    )
    .returning({ id: users.id });
  return promoted.length;
}
