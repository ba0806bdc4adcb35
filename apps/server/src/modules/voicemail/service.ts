import type { VoicemailAudio } from '@leadloop/domain';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import { validateAgreedToTerms, validateForwardNumber, validateVoicemailFile, CODES } from '@leadloop/domain';
import { voicemailAudios } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, invalid, notFound } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import { voicemailWorkflowsNumber } from './usage.js';
import { wavDurationSeconds } from './wav.js';
import { inSpace } from '../../lib/scope.js';

type Row = typeof voicemailAudios.$inferSelect;
export const voicemailDir = (dataDir: string) => path.join(dataDir, 'uploads', 'voicemails');

export const audioView = (r: Row): VoicemailAudio => ({
  _id: r.id,
  name: r.name,
  file_name: r.fileName,
  file: `/api/voicemail/audio/${r.id}/file`,
  duration: Math.round(r.durationMs / 100) / 10,
  size: r.sizeBytes,
  agreed_to_terms: true,
  forward_number: r.forwardNumber,
  credentials_id: r.credentialId,
  created_at: r.createdAt.toISOString(),
});

export interface UploadInput {
  file: UploadedFile;
  file_name?: string;
  agreed_to_terms?: unknown;
  forward_number?: string;
}

/** POST /voicemail/audio: a .wav of 6–180 s (read from the header), up to 20 MB, with agreed_to_terms. */
export async function uploadVoicemail(
  ctx: AppContext,
  owner: { spaceId: string; credentialId: string; userId: string },
  input: UploadInput,
) {
  const agreed = validateAgreedToTerms(input.agreed_to_terms);
  if (agreed !== true) throw invalid(agreed);
  const fileName = (input.file_name?.trim() || input.file.filename).slice(0, 255);
  const isWav = fileName.toLowerCase().endsWith('.wav') && input.file.filename.toLowerCase().endsWith('.wav');
  const duration = wavDurationSeconds(input.file.data);
  const problem = validateVoicemailFile({
    filename: isWav ? fileName : 'x.bin',
    size: input.file.data.length,
    durationSeconds: duration,
  });
  if (problem !== true) throw invalid(problem);
  const forward = validateForwardNumber(input.forward_number);
  if (forward !== true) throw invalid(forward);
  const [row] = await ctx.db
    .insert(voicemailAudios)
    .values({
      spaceId: owner.spaceId,
      credentialId: owner.credentialId,
      createdBy: owner.userId,
      name: fileName.replace(/\.wav$/i, ''),
      fileName,
      storedFile: 'pending',
      durationMs: Math.round(duration! * 1000),
      sizeBytes: input.file.data.length,
      agreedToTermsAt: clock.now(),
      forwardNumber: input.forward_number?.trim() || null,
    })
    .returning();
  const dir = voicemailDir(ctx.config.dataDir);
  await fs.mkdir(dir, { recursive: true });
  const stored = `${row!.id}.wav`;
  try {
    await fs.writeFile(path.join(dir, stored), input.file.data);
  } catch (error) {
    await ctx.db.delete(voicemailAudios).where(eq(voicemailAudios.id, row!.id));
    throw error;
  }
  const [saved] = await ctx.db
    .update(voicemailAudios)
    .set({ storedFile: stored })
    .where(eq(voicemailAudios.id, row!.id))
    .returning();
  return audioView(saved!);
}

export async function listVoicemails(ctx: AppContext, credentialId: string, offset: number, limit: number) {
  const where = eq(voicemailAudios.credentialId, credentialId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(voicemailAudios)
      .where(where)
      .orderBy(desc(voicemailAudios.createdAt), desc(voicemailAudios.id))
      .offset(offset)
      .limit(limit),
    ctx.db.select({ n: count() }).from(voicemailAudios).where(where),
  ]);
  return { items: rows.map(audioView), total: total?.n ?? 0, offset, limit };
}

export async function findVoicemail(ctx: AppContext, spaceId: string, id: string): Promise<Row> {
  const [row] = isUuid(id)
    ? await ctx.db
        .select()
        .from(voicemailAudios)
        .where(and(eq(voicemailAudios.id, id), inSpace(voicemailAudios, spaceId)))
    : [];
  if (!row) throw notFound(CODES.notFound);
  return row;
}

/** DELETE /voicemail/audio/{id}: refused while a campaign uses it. */
export async function deleteVoicemail(ctx: AppContext, row: Row): Promise<void> {
  if ((await voicemailWorkflowsNumber(ctx.db, row.id)) > 0) throw badRequest(CODES.voicemailInUse);
  await ctx.db.delete(voicemailAudios).where(eq(voicemailAudios.id, row.id));
  await fs.rm(path.join(voicemailDir(ctx.config.dataDir), row.storedFile), { force: true });
}

/**
 * A copy of a recording for another account of the workspace (a campaign duplicated to that account
 * keeps its voicemail steps). The file is copied too: each row owns its file.
 */
export async function copyVoicemailToAccount(
  ctx: AppContext,
  audioId: string,
  target: { credentialId: string; userId: string },
): Promise<string> {
  const [source] = await ctx.db.select().from(voicemailAudios).where(eq(voicemailAudios.id, audioId));
  if (!source) throw notFound(CODES.notFound);
  const { id: _id, createdAt: _c, ...rest } = source;
  const [row] = await ctx.db
    .insert(voicemailAudios)
    .values({ ...rest, credentialId: target.credentialId, createdBy: target.userId, storedFile: 'pending' })
    .returning({ id: voicemailAudios.id });
  const dir = voicemailDir(ctx.config.dataDir);
  const stored = `${row!.id}.wav`;
  try {
    await fs.copyFile(path.join(dir, source.storedFile), path.join(dir, stored));
  } catch (error) {
    await ctx.db.delete(voicemailAudios).where(eq(voicemailAudios.id, row!.id));
    throw error;
  }
  await ctx.db.update(voicemailAudios).set({ storedFile: stored }).where(eq(voicemailAudios.id, row!.id));
  return row!.id;
}

export async function renameVoicemail(ctx: AppContext, row: Row, name: string) {
  const [saved] = await ctx.db
    .update(voicemailAudios)
    .set({ name })
    .where(eq(voicemailAudios.id, row.id))
    .returning();
  return audioView(saved!);
}
