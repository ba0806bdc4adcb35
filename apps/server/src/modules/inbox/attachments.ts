import type { Attachment } from '@leadloop/domain';
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_MESSAGE,
  attachmentsAllowed,
  extensionOf,
  CODES,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { inboxAttachments, inboxMessages } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import { loadProspect, type AccountScope, scopeAllows } from '../prospects/index.js';
import { inSpace } from '../../lib/scope.js';

/** Uploads not sent with a message within a day are dropped. */
const PENDING_TTL_MS = 24 * 3600_000;
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };
/** Office's old binary formats share one container (CFB); the extension says which it is. */
const CFB_TYPES: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };

export type AttachmentRow = typeof inboxAttachments.$inferSelect;
export const toAttachmentView = (
  r: Pick<AttachmentRow, 'id' | 'filename' | 'contentType' | 'size'>,
): Attachment => ({
  _id: r.id,
  filename: r.filename,
  content_type: r.contentType,
  size: r.size,
});

/** A name safe to store and to put in a header: no path, no control characters, bounded. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  return (clean || 'file').slice(-200);
}

/**
 * The file's real type from its content: magic bytes (file-type) for binary formats, a strict UTF-8
 * check for .txt/.csv (they have no signature). Returns the content type or throws the user's message.
 */
export async function detectType(filename: string, data: Buffer): Promise<string> {
  if (data.length === 0) throw badRequest(CODES.attachmentBroken);
  if (data.length > ATTACHMENT_MAX_BYTES) throw badRequest(CODES.attachmentTooBig);
  const ext = extensionOf(filename);
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  if (detected) {
    if (detected.mime === 'application/x-cfb' && CFB_TYPES[ext]) return CFB_TYPES[ext];
    if (ATTACHMENT_TYPES[detected.mime]) return detected.mime;
    throw badRequest(CODES.attachmentBadType);
  }
  if (TEXT_TYPES[ext]) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
      if (!text.includes('\u0000')) return TEXT_TYPES[ext];
    } catch {
      /* not text */
    }
    throw badRequest(CODES.attachmentBroken);
  }
  // A known binary extension whose content has no valid signature is a damaged file; anything else is
  // a type we do not take.
  const known = Object.values(ATTACHMENT_TYPES).some((exts) => exts.includes(ext));
  throw known ? badRequest(CODES.attachmentBroken) : badRequest(CODES.attachmentBadType);
}

/**
 * Stores an upload for the caller (not yet bound to a message). With a prospect (one the caller sees),
 * the prospect's composer lists it again after a reload until it is sent or removed.
 */
export async function uploadAttachment(
  db: Db,
  scope: AccountScope,
  file: UploadedFile,
  prospectId?: string | null,
) {
  if (prospectId) await loadProspect(db, scope, prospectId);
  const filename = safeFilename(file.filename);
  const contentType = await detectType(filename, file.data);
  const now = clock.now();
  await db
    .delete(inboxAttachments)
    .where(
      and(
        eq(inboxAttachments.uploadedBy, scope.userId),
        isNull(inboxAttachments.messageId),
        lt(inboxAttachments.createdAt, new Date(now.getTime() - PENDING_TTL_MS)),
      ),
    );
  const [row] = await db
    .insert(inboxAttachments)
    .values({
      spaceId: scope.spaceId,
      uploadedBy: scope.userId,
      prospectId: prospectId ?? null,
      filename,
      contentType,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      data: file.data,
      createdAt: now,
    })
    .returning({
      id: inboxAttachments.id,
      filename: inboxAttachments.filename,
      contentType: inboxAttachments.contentType,
      size: inboxAttachments.size,
    });
  return toAttachmentView(row!);
}

/** The caller's pending uploads for a prospect (not sent, not expired), oldest first. */
export async function pendingFor(db: Db, scope: AccountScope, prospectId: string) {
  await loadProspect(db, scope, prospectId);
  const rows = await db
    .select({
      id: inboxAttachments.id,
      filename: inboxAttachments.filename,
      contentType: inboxAttachments.contentType,
      size: inboxAttachments.size,
    })
    .from(inboxAttachments)
    .where(
      and(
        eq(inboxAttachments.uploadedBy, scope.userId),
        eq(inboxAttachments.prospectId, prospectId),
        isNull(inboxAttachments.messageId),
        gt(inboxAttachments.createdAt, new Date(clock.nowMs() - PENDING_TTL_MS)),
      ),
    )
    .orderBy(inboxAttachments.createdAt);
  return rows.map(toAttachmentView);
}

/** The caller's pending uploads to send with a message on `channel` (checked: count, channel, owner). */
export async function pendingAttachments(
  db: Db,
  scope: AccountScope,
  ids: string[] | undefined,
  channel: string,
): Promise<AttachmentRow[]> {
  const unique = [...new Set(ids ?? [])];
  if (!unique.length) return [];
  if (!attachmentsAllowed(channel)) throw badRequest(CODES.attachmentNotOnChannel);
  if (unique.length > ATTACHMENTS_PER_MESSAGE) throw badRequest(CODES.attachmentTooMany);
  const rows = await db
    .select()
    .from(inboxAttachments)
    .where(
      and(
        inArray(inboxAttachments.id, unique),
        inSpace(inboxAttachments, scope.spaceId),
        eq(inboxAttachments.uploadedBy, scope.userId),
        isNull(inboxAttachments.messageId),
      ),
    );
  if (rows.length !== unique.length) throw notFound(CODES.attachmentNotFound);
  return unique.map((id) => rows.find((r) => r.id === id)!);
}

export async function bindAttachments(db: Db, ids: string[], messageId: string): Promise<void> {
  if (!ids.length) return;
  await db
    .update(inboxAttachments)
    .set({ messageId })
    .where(and(inArray(inboxAttachments.id, ids), isNull(inboxAttachments.messageId)));
}

/** Attachments (without bytes) of the given messages. */
export async function attachmentsOf(db: Db, messageIds: string[]) {
  const out = new Map<string, ReturnType<typeof toAttachmentView>[]>();
  if (!messageIds.length) return out;
  const rows = await db
    .select({
      id: inboxAttachments.id,
      messageId: inboxAttachments.messageId,
      filename: inboxAttachments.filename,
      contentType: inboxAttachments.contentType,
      size: inboxAttachments.size,
    })
    .from(inboxAttachments)
    .where(inArray(inboxAttachments.messageId, messageIds))
    .orderBy(inboxAttachments.createdAt);
  for (const r of rows) {
    const list = out.get(r.messageId!) ?? [];
    list.push(toAttachmentView(r));
    out.set(r.messageId!, list);
  }
  return out;
}

/**
 * A file the caller may download: one of a message of their accounts, or their own pending upload.
 * Anything else is 404.
 */
export async function loadAttachment(db: Db, scope: AccountScope, id: string): Promise<AttachmentRow> {
  if (!isUuid(id)) throw notFound(CODES.attachmentNotFound);
  const [row] = await db
    .select({ a: inboxAttachments, credentialId: inboxMessages.credentialId })
    .from(inboxAttachments)
    .leftJoin(inboxMessages, eq(inboxMessages.id, inboxAttachments.messageId))
    .where(and(eq(inboxAttachments.id, id), inSpace(inboxAttachments, scope.spaceId)));
  if (!row) throw notFound(CODES.attachmentNotFound);
  const allowed = row.a.messageId
    ? row.credentialId !== null && scopeAllows(scope, row.credentialId)
    : row.a.uploadedBy === scope.userId;
  if (!allowed) throw notFound(CODES.attachmentNotFound);
  return row.a;
}

/** Removes one of the caller's pending uploads (a chip taken off before sending). */
export async function deletePendingAttachment(db: Db, scope: AccountScope, id: string) {
  if (!isUuid(id)) throw notFound(CODES.attachmentNotFound);
  const deleted = await db
    .delete(inboxAttachments)
    .where(
      and(
        eq(inboxAttachments.id, id),
        eq(inboxAttachments.uploadedBy, scope.userId),
        inSpace(inboxAttachments, scope.spaceId),
        isNull(inboxAttachments.messageId),
      ),
    )
    .returning({ id: inboxAttachments.id });
  if (!deleted.length) throw notFound(CODES.attachmentNotFound);
  return { _id: id };
}

/** RFC 6266 Content-Disposition for a download (ASCII fallback + UTF-8 name). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
