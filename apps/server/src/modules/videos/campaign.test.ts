import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  campaignProspects,
  sandboxInvitations,
  videoFiles,
  videoRenders,
  videos,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { createTestDatabase } from '../../test/harness.js';
import { engineWorld } from '../../test/engine-world.js';
import { runDepsUntil } from '../engine/index.js';
import { closeCaptureBrowser } from './capture.js';
import { ffmpegPath } from './ffmpeg.js';
import { renderPendingVideos } from './render.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-01-12T08:00:00Z'); // a Monday

function recording(): Buffer {
  const out = path.join(os.tmpdir(), `leadloop-campaign-rec-${process.pid}.webm`);
  const r = spawnSync(ffmpegPath(), [
    ...['-hide_banner', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libvpx', '-c:a', 'libopus', '-shortest', out],
  ]);
  if (r.status !== 0) throw new Error(r.stderr.toString());
  const data = fs.readFileSync(out);
  fs.rmSync(out);
  return data;
}

describe('a video in a campaign step ({video:ID})', { timeout: 180_000 }, () => {
  let database: Database;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let ids: string[];
  let ctx: AppContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(START - clock.nowMs());
    world = await engineWorld(database, { population: 200 });
    const data = recording();
    const [file] = await database.db
      .insert(videoFiles)
      .values({ spaceId: world.space.id, contentType: 'video/webm', size: data.length, sha256: 'x', data })
      .returning();
    const [video] = await database.db
      .insert(videos)
      .values({
        spaceId: world.space.id,
        name: 'Intro',
        recordingFileId: file!.id,
        durationMs: 2000,
        scenes: [{ kind: 'face', seconds: 2, text: 'Hi {first_name}' }],
      })
      .returning();
    const acc = await world.account({ username: 'ai@example.com', timezone: 'UTC', start: 0, end: 0 });
    const wf = await world.campaign(acc.id, [
      { type: 'connection_request', delay_days: 0, delay_hours: 0, content: `Watch: {video:${video!.id}}` },
    ]);
    ids = await world.audience(wf, 2);
    world.deps.publicUrl = 'https://app.example.com';
    ctx = {
      db: database.db,
      config: loadConfig({}),
      log: { warn: () => undefined },
      realtime: { emitToSpace: () => undefined },
    } as unknown as AppContext;
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await closeCaptureBrowser();
    await database.close();
  });

  const cpOf = async (prospectId: string) =>
    (
      await database.db.select().from(campaignProspects).where(eq(campaignProspects.prospectId, prospectId))
    )[0]!;

  it('waits for each prospect’s own render, never sends a broken link, then sends the link to their page', async () => {
    await runDepsUntil(world.deps, new Date(START + HOUR));
    expect(await database.db.select().from(sandboxInvitations)).toEqual([]);
    for (const id of ids) expect((await cpOf(id)).waitReason).toBe('video_render_pending');
    // One render per prospect was asked for; the first one's fails.
    const renders = await database.db.select().from(videoRenders);
    expect(renders.map((r) => r.prospectId).sort()).toEqual([...ids].sort());
    const failed = renders.find((r) => r.prospectId === ids[0])!;
    await database.db.update(videoRenders).set({ status: 'failed' }).where(eq(videoRenders.id, failed.id));
    expect(await renderPendingVideos(ctx)).toBe(1);

    await runDepsUntil(world.deps, new Date(START + 3 * HOUR));
    const sent = await database.db.select().from(sandboxInvitations);
    expect(sent).toHaveLength(1);
    const done = renders.find((r) => r.prospectId === ids[1])!;
    expect(sent[0]!.note).toBe(`Watch: https://app.example.com/v/${done.id}`);
    // The prospect whose render failed waits with the reason, still active, nothing sent.
    expect(await cpOf(ids[0]!)).toMatchObject({ status: 'active', waitReason: 'video_render_failed' });
  });
});
