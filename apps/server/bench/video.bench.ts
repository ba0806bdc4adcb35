// `npm run bench:video`: personalised video renders on this machine. A 30 s 720p recording (VP8/Opus WebM,
// what a browser's MediaRecorder makes) with a website scene (5 s, a local test site captured by Chromium),
// an image-free face scene and on-screen personal text is rendered for VIDEO_BENCH_PROSPECTS different
// prospects (default 6), one after another as the `videos.render` worker does, then once more for a prospect
// with the same personalisation (served from the cache). Reports renders per minute, seconds per render,
// the size of each output (H.264 720p + AAC) and of its GIF thumbnail, and the machine's load.
// Baseline in the same run: the same recording transcoded with the same encoder settings and nothing else.
// PGlite unless TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../src/test/harness.js';
import { prospects, spaces, videoFiles, videoRenders, videos } from '../src/db/schema/index.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/lib/logger.js';
import type { AppContext } from '../src/lib/context.js';
import { closeCaptureBrowser } from '../src/modules/videos/capture.js';
import { ffmpegPath } from '../src/modules/videos/ffmpeg.js';
import { renderVideo } from '../src/modules/videos/render.js';

const PROSPECTS = Number(process.env.VIDEO_BENCH_PROSPECTS ?? 6);
const SECONDS = Number(process.env.VIDEO_BENCH_SECONDS ?? 30);

const site = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    '<html><body style="margin:0;padding:80px;background:linear-gradient(#1864ab,#0b7285);color:#fff;font:64px sans-serif">Northwind Robotics<p style="font-size:32px">Automation for warehouses</p></body></html>',
  );
});
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;

const recordingFile = path.join(os.tmpdir(), `leadloop-bench-rec-${process.pid}.webm`);
const made = spawnSync(ffmpegPath(), [
  ...['-hide_banner', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=300:duration=${SECONDS}`],
  ...[
    '-c:v',
    'libvpx',
    '-b:v',
    '2M',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    '-shortest',
  ],
  recordingFile,
]);
if (made.status !== 0) throw new Error(made.stderr.toString());
const recording = fs.readFileSync(recordingFile);

// Baseline, same run: the same recording transcoded with the render's encoder settings (720p H.264 CRF 28
// veryfast, 25 fps, AAC 96k) and nothing else — no scenes, no captured website, no text, no thumbnail.
const baselineFile = path.join(os.tmpdir(), `leadloop-bench-base-${process.pid}.mp4`);
const b0 = Date.now();
const baseline = spawnSync(ffmpegPath(), [
  ...['-hide_banner', '-y', '-i', recordingFile, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28'],
  ...['-r', '25', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', baselineFile],
]);
if (baseline.status !== 0) throw new Error(baseline.stderr.toString());
const baselineSeconds = (Date.now() - b0) / 1000;
const baselineBytes = fs.statSync(baselineFile).size;
fs.rmSync(baselineFile);
fs.rmSync(recordingFile);

const database = await createTestDatabase();
const ctx = {
  config: loadConfig({ EGRESS_ALLOW_HOSTS: '127.0.0.1' }),
  database,
  db: database.db,
  log: createLogger('warn'),
  realtime: { emitToSpace: () => undefined },
} as unknown as AppContext;
const [space] = await ctx.db.insert(spaces).values({ name: 'Bench' }).returning();
const [file] = await ctx.db
  .insert(videoFiles)
  .values({
    spaceId: space!.id,
    contentType: 'video/webm',
    size: recording.length,
    sha256: 'bench',
    data: recording,
  })
  .returning();
const [video] = await ctx.db
  .insert(videos)
  .values({
    spaceId: space!.id,
    name: 'Bench',
    recordingFileId: file!.id,
    durationMs: SECONDS * 1000,
    scenes: [
      { kind: 'website', seconds: 5, text: 'Hi {first_name}, I looked at {company}', url: siteUrl },
      { kind: 'face', seconds: SECONDS - 5, text: 'Talk soon, {first_name}!' },
    ],
  })
  .returning();

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea'];
const newRender = async (first: string) => {
  const [p] = await ctx.db
    .insert(prospects)
    .values({
      spaceId: space!.id,
      profileLink: `https://network/in/${first}-${Math.random().toString(16).slice(2)}`,
      firstName: first,
      company: `${first} Corp`,
    })
    .returning();
  const [r] = await ctx.db
    .insert(videoRenders)
    .values({ spaceId: space!.id, videoId: video!.id, prospectId: p!.id })
    .returning();
  return r!.id;
};

const load = () => os.loadavg()[0]!.toFixed(1);
console.log(
  `recording: ${SECONDS} s 720p WebM, ${(recording.length / 1e6).toFixed(1)} MB; load before ${load()}, ${os.cpus().length} cores`,
);
const times: number[] = [];
const sizes: number[] = [];
const thumbs: number[] = [];
const started = Date.now();
for (let i = 0; i < PROSPECTS; i++) {
  const id = await newRender(NAMES[i % NAMES.length]!);
  const t0 = Date.now();
  await renderVideo(ctx, space!.id, id);
  times.push((Date.now() - t0) / 1000);
  const [row] = await ctx.db.select().from(videoRenders).where(eq(videoRenders.id, id));
  if (row!.status !== 'done') throw new Error(`render ${i} ${row!.status}: ${row!.error}`);
  const [f] = await ctx.db
    .select({ size: videoFiles.size })
    .from(videoFiles)
    .where(eq(videoFiles.id, row!.fileId!));
  const [g] = await ctx.db
    .select({ size: videoFiles.size })
    .from(videoFiles)
    .where(eq(videoFiles.id, row!.thumbnailFileId!));
  sizes.push(f!.size);
  thumbs.push(g!.size);
  console.log(
    `render ${i + 1}: ${times.at(-1)!.toFixed(1)} s, ${(f!.size / 1e6).toFixed(2)} MB mp4, ${(g!.size / 1e3).toFixed(0)} kB gif, fallback ${row!.backgroundFallback}, load ${load()}`,
  );
}
const wall = (Date.now() - started) / 1000;
const cachedId = await newRender(NAMES[0]!); // same first name and company as the first: same personalisation
const c0 = Date.now();
await renderVideo(ctx, space!.id, cachedId);
const cached = (Date.now() - c0) / 1000;
const [cachedRow] = await ctx.db.select().from(videoRenders).where(eq(videoRenders.id, cachedId));

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  JSON.stringify(
    {
      recording_seconds: SECONDS,
      renders: PROSPECTS,
      renders_per_minute: Number(((PROSPECTS / wall) * 60).toFixed(2)),
      seconds_per_render_avg: Number(avg(times).toFixed(1)),
      seconds_per_render_max: Number(Math.max(...times).toFixed(1)),
      output_mb_avg: Number((avg(sizes) / 1e6).toFixed(2)),
      thumbnail_kb_avg: Number((avg(thumbs) / 1e3).toFixed(0)),
      cached_render_seconds: Number(cached.toFixed(2)),
      cached_reused: cachedRow!.reused,
      baseline_plain_transcode_seconds: Number(baselineSeconds.toFixed(1)),
      baseline_plain_transcode_mb: Number((baselineBytes / 1e6).toFixed(2)),
      load_after: Number(load()),
    },
    null,
    2,
  ),
);
await closeCaptureBrowser();
site.close();
await database.close();
