import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  campaignProspects,
  prospects,
  sandboxInvitations,
  spaces,
  videoFiles,
  videoRenders,
  videos,
  workflows,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { createInlineJobs } from '../../lib/jobs.js';
import { createTestDatabase } from '../../test/harness.js';
import { engineWorld } from '../../test/engine-world.js';
import { runDepsUntil } from '../engine/index.js';
import { queueRendersAhead, RENDER_QUEUE, type RenderJob } from './ahead.js';
import { closeCaptureBrowser } from './capture.js';
import { ffmpegPath } from './ffmpeg.js';
import { runRenderJob } from './jobs.js';
import { renderPendingVideos } from './render.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-01-12T08:00:00Z'); // a Monday

function recording(): Buffer {
  const out = path.join(os.tmpdir(), `leadloop-ahead-rec-${process.pid}.webm`);
  const r = spawnSync(ffmpegPath(), [
    ...['-hide_banner', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libvpx', '-c:a', 'libopus', '-shortest', out],
  ]);
  if (r.status !== 0) throw new Error(r.stderr.toString());
  const data = fs.readFileSync(out);
  fs.rmSync(out);
  return data;
}

describe(
  'renders queued ahead, when a prospect enters a campaign with a video step',
  { timeout: 240_000 },
  () => {
    let database: Database;
    let world: Awaited<ReturnType<typeof engineWorld>>;
    let ctx: AppContext;
    let videoId: string;
    let accountId: string;
    let ids: string[];

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
      videoId = video!.id;
      accountId = (await world.account({ username: 'ai@example.com', timezone: 'UTC', start: 0, end: 0 })).id;
      world.deps.publicUrl = 'https://app.example.com';
      ctx = {
        db: database.db,
        config: loadConfig({}),
        log: { warn: () => undefined },
        realtime: { emitToSpace: () => undefined },
        jobs: createInlineJobs(),
      } as unknown as AppContext;
      await ctx.jobs!.work<RenderJob>(RENDER_QUEUE, (job) => runRenderJob(ctx, job));
    }, 120_000);
    afterAll(async () => {
      clock.reset();
      await closeCaptureBrowser();
      await database.close();
    });

    const rendersOf = (prospectIds: string[]) =>
      database.db.select().from(videoRenders).where(inArray(videoRenders.prospectId, prospectIds));
    const queue = () => queueRendersAhead(ctx, (job) => runRenderJob(ctx, job));

    it('a render is ready before its step is due, the step sends it without rendering again, and one who left is not rendered', async () => {
      // First a profile visit, the video message a day later.
      const wf = await world.campaign(accountId, [
        { type: 'view_profile', delay_days: 0, delay_hours: 0 },
        { type: 'connection_request', delay_days: 1, delay_hours: 0, content: `Watch: {video:${videoId}}` },
      ]);
      ids = await world.audience(wf, 3);
      const [stays1, stays2, leaves] = ids as [string, string, string];

      // Entering the campaign queues one render per prospect (durable jobs), nothing rendered yet.
      expect(await queue()).toBe(3);
      expect((await rendersOf(ids)).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
      expect(await queue()).toBe(0); // queued once

      // One prospect leaves before the renders run: the sweep passes them by, their job drops the render.
      await database.db
        .update(campaignProspects)
        .set({ status: 'excluded', excludedReason: 'manual_stop', nextRunAt: null })
        .where(eq(campaignProspects.prospectId, leaves));
      expect(await renderPendingVideos(ctx, 10)).toBe(2);
      expect(await ctx.jobs!.drain()).toBe(3); // the two already done are claimed by no one again
      const renders = await rendersOf(ids);
      expect(renders.map((r) => r.prospectId).sort()).toEqual([stays1, stays2].sort());
      for (const r of renders) expect(r).toMatchObject({ status: 'done', reused: false });
      const files = await database.db.select({ id: videoFiles.id }).from(videoFiles);
      expect(files).toHaveLength(1 + 2 * 2); // the recording, then a video and its thumbnail per render

      // The first step runs; the video step is not due yet and its renders are already there.
      await runDepsUntil(world.deps, new Date(START + 2 * HOUR));
      expect(await database.db.select().from(sandboxInvitations)).toEqual([]);
      for (const id of [stays1, stays2]) {
        const [cp] = await database.db
          .select()
          .from(campaignProspects)
          .where(eq(campaignProspects.prospectId, id));
        expect(cp!.status).toBe('active');
        expect(cp!.nextRunAt!.getTime()).toBeGreaterThan(START + 12 * HOUR);
      }

      // Due: sent with each prospect's own render, never waiting on it, nothing rendered again.
      await runDepsUntil(world.deps, new Date(START + DAY + 3 * HOUR));
      const sent = await database.db.select().from(sandboxInvitations);
      const members = await database.db
        .select({ id: prospects.id, member: prospects.networkId })
        .from(prospects)
        .where(inArray(prospects.id, [stays1, stays2]));
      expect(sent.map((s) => s.memberId).sort()).toEqual(members.map((m) => m.member).sort());
      for (const s of sent) {
        const prospectId = members.find((m) => m.member === s.memberId)!.id;
        const render = renders.find((r) => r.prospectId === prospectId)!;
        expect(s.note).toBe(`Watch: https://app.example.com/v/${render.id}`);
      }
      expect(await rendersOf(ids)).toEqual(renders);
      expect(await database.db.select({ id: videoFiles.id }).from(videoFiles)).toHaveLength(files.length);
    });

    it('a video step added to a running campaign queues the renders of the prospects already in it', async () => {
      const wf = await world.campaign(accountId, [
        { type: 'view_profile', delay_days: 0, delay_hours: 0 },
        { type: 'connection_request', delay_days: 2, delay_hours: 0, content: 'Hello' },
      ]);
      const [prospectId] = await world.audience(wf, 1);
      expect(await queue()).toBe(0);
      const nodes = wf.nodes.map((n) =>
        n.type === 'connection_request' ? { ...n, content: `See {video:${videoId}}` } : n,
      );
      await database.db.update(workflows).set({ nodes }).where(eq(workflows.id, wf.id));
      // A campaign of another workspace naming this video's id gets nothing rendered from it.
      const [other] = await database.db.insert(spaces).values({ name: 'Other' }).returning();
      const moveTo = async (spaceId: string) => {
        await database.db.update(workflows).set({ spaceId }).where(eq(workflows.id, wf.id));
        await database.db
          .update(campaignProspects)
          .set({ spaceId })
          .where(eq(campaignProspects.workflowId, wf.id));
      };
      await moveTo(other!.id);
      expect(await queue()).toBe(0);
      await moveTo(world.space.id);
      expect(await queue()).toBe(1);
      expect(
        await database.db
          .select({ status: videoRenders.status })
          .from(videoRenders)
          .where(and(eq(videoRenders.prospectId, prospectId!), eq(videoRenders.videoId, videoId))),
      ).toEqual([{ status: 'pending' }]);
    });
  },
);
