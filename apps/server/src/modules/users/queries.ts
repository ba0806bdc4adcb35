import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<UserRow>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    // A password of its own ends a sandbox-made account's sandbox sign-in (ARCHITECTURE.md "Sandboxes").
    .set({ ...values, ...(values.passwordHash ? { sandboxOnly: false } : {}), updatedAt: clock.now() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
