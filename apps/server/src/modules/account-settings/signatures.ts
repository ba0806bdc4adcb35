import type { Signature } from '@leadloop/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { signatures } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';

type Row = typeof signatures.$inferSelect;
export const signatureView = (s: Row): Signature => ({
  _id: s.id,
  name: s.name,
  message: s.message,
  is_default: s.isDefault,
  created_at: s.createdAt.toISOString(),
});

/** The account a signature belongs to (its workspace comes with it). */
type Account = { id: string; spaceId: string };

export async function listSignatures(db: Db, account: Account) {
  const rows = await db
    .select()
    .from(signatures)
    .where(and(inSpace(signatures, account), eq(signatures.credentialId, account.id)))
    .orderBy(asc(signatures.createdAt));
  return rows.map(signatureView);
}

/** The default flag is exclusive (000 §5): setting it clears it on the account's other signatures. */
export async function saveSignature(
  db: Db,
  account: Account,
  id: string | null,
  body: { name?: string; message?: string; is_default?: boolean },
) {
  const credentialId = account.id;
  return db.transaction(async (tx) => {
    if (id) {
      const [existing] = isUuid(id)
        ? await tx
            .select()
            .from(signatures)
            .where(
              and(
                eq(signatures.id, id),
                inSpace(signatures, account),
                eq(signatures.credentialId, credentialId),
              ),
            )
        : [];
      if (!existing) throw notFound(CODES.notFound);
    }
    if (body.is_default) {
      const others = id
        ? and(eq(signatures.credentialId, credentialId), ne(signatures.id, id))
        : eq(signatures.credentialId, credentialId);
      await tx.update(signatures).set({ isDefault: false }).where(others);
    }
    const values = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.message !== undefined ? { message: body.message } : {}),
      ...(body.is_default !== undefined ? { isDefault: body.is_default } : {}),
    };
    const [row] = id
      ? await tx
          .update(signatures)
          .set({ ...values, updatedAt: clock.now() })
          .where(eq(signatures.id, id))
          .returning()
      : await tx
          .insert(signatures)
          .values({
            spaceId: account.spaceId,
            credentialId,
            name: body.name!,
            message: body.message!,
            isDefault: body.is_default ?? false,
          })
          .returning();
    return signatureView(row!);
  });
}

export async function deleteSignature(db: Db, account: Account, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db
        .delete(signatures)
        .where(
          and(eq(signatures.id, id), inSpace(signatures, account), eq(signatures.credentialId, account.id)),
        )
        .returning({ id: signatures.id })
    : [];
  if (!deleted.length) throw notFound(CODES.notFound);
}
