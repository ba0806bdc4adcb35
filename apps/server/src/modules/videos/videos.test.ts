import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospects } from '../../db/schema/index.js';
import { addMemberByCode, multipart, userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { egressWorld, type EgressWorld } from '../../test/egress-world.js';
import { captureWebsite, closeCaptureBrowser, drawLayer } from './capture.js';
import { ffmpegPath, probeFile } from './ffmpeg.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let site: http.Server;
let siteUrl: string;
let webm: Buffer;
let world: EgressWorld;

/** A 3-second WebM with sound, like the browser's MediaRecorder makes (test pattern and a tone). */
function makeRecording(): Buffer {
  const out = path.join(os.tmpdir(), `leadloop-test-rec-${process.pid}.webm`);
  const r = spawnSync(ffmpegPath(), [
    '-hide_banner',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x480:rate=25:duration=3',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'libvpx',
    '-b:v',
    '300k',
    '-c:a',
    'libopus',
    '-shortest',
    out,
  ]);
  if (r.status !== 0) throw new Error(r.stderr.toString());
  const data = fs.readFileSync(out);
  fs.rmSync(out);
  return data;
}

beforeAll(async () => {
  // The allowed "internet" is 127.0.0.2 (egressWorld's policy); its secret server on 127.0.0.1 must stay unseen.
  world = await egressWorld();
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<html><body style="background:#0b7285;color:#fff;font:64px sans-serif">Acme Robotics</body></html>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
  siteUrl = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
  webm = makeRecording();
  t = await createTestApp({ egress: world.policy });
  call = apiClient(t.app);
}, 60_000);
afterAll(async () => {
  await closeCaptureBrowser();
  await world.close();
  site.close();
  await t.close();
});

const addProspect = async (spaceId: string, first: string, website: string | null) => {
  const [p] = await t.ctx.db
    .insert(prospects)
    .values({
      spaceId,
      profileLink: `https://network/in/${first.toLowerCase()}-${Math.random().toString(16).slice(2)}`,
      firstName: first,
      lastName: 'Test',
      fullName: `${first} Test`,
      company: 'Acme',
      website,
    })
    .returning({ id: prospects.id });
  return p!.id;
};

const upload = (token: string, spaceId: string, id: string, data: Buffer, name = 'rec.webm') => {
  const m = multipart('file', name, 'video/webm', data);
  return t.app.inject({
    method: 'POST',
    url: `/api/videos/${id}/recording?space=${spaceId}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': m.contentType },
    payload: m.body,
  });
};

describe('videos', { timeout: 180_000 }, () => {
  it("refuses with the spec's texts: name, placeholders in the on-screen text, too-small delay", async () => {
    const o = await userWithSpace(t.app);
    const q = { space: o.spaceId };
    const post = (body: object) => call('POST', '/api/videos', { token: o.token, query: q, body });
    expect((await post({ name: '' })).body.message).toBe(MESSAGES.videoNameRequired);
    expect(
      (await post({ name: 'Intro', scenes: [{ kind: 'website', seconds: 5, text: 'Hi {First_name}' }] })).body
        .message,
    ).toBe(MESSAGES.placeholderInvalidName);
    expect(
      (await post({ name: 'Intro', scenes: [{ kind: 'face', seconds: 0.2, text: '' }] })).body.message,
    ).toBe(MESSAGES.delayTooSmall);
    const ok = await post({ name: 'Intro' });
    expect(ok.status).toBe(200);
    // No recording yet: nothing to render.
    const render = await call('POST', `/api/videos/${ok.body.payload._id}/renders`, {
      token: o.token,
      query: q,
      body: {},
    });
    expect(render.status).toBe(400);
    expect(render.body.message).toBe(MESSAGES.videoRecordingRequired);
    // A file that is not a video is refused by its bytes, whatever its name says.
    const bad = await upload(o.token, o.spaceId, ok.body.payload._id, Buffer.from('not a video at all'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.videoFileUnsupported);
  });

  it('a workspace’s videos are its members’ (the author or an admin changes them); none crosses workspaces', async () => {
    const o = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, o);
    const stranger = await userWithSpace(t.app, 'Other');
    const created = await call('POST', '/api/videos', {
      token: o.token,
      query: { space: o.spaceId },
      body: { name: 'Team intro' },
    });
    const id = created.body.payload._id;
    const seen = await call('GET', '/api/videos', { token: member.token, query: { space: o.spaceId } });
    expect(seen.body.payload.items.map((v: { _id: string }) => v._id)).toContain(id);
    const edit = await call('PUT', `/api/videos/${id}`, {
      token: member.token,
      query: { space: o.spaceId },
      body: { name: 'Mine now' },
    });
    expect(edit.status).toBe(403);
    const foreign = await call('GET', `/api/videos/${id}`, {
      token: stranger.token,
      query: { space: stranger.spaceId },
    });
    expect(foreign.status).toBe(404);
    const other = await call('GET', `/api/videos/${id}`, {
      token: stranger.token,
      query: { space: o.spaceId },
    });
    expect(other.status).toBe(403);
  });

  it('renders per prospect with the website behind the speaker, a visible fallback, ranges on the public page and its events', async () => {
    const o = await userWithSpace(t.app);
    const q = { space: o.spaceId };
    const created = await call('POST', '/api/videos', {
      token: o.token,
      query: q,
      body: {
        name: 'Website walk-through',
        scenes: [
          { kind: 'website', seconds: 2, text: 'Hi {first_name:there}, I looked at {company}' },
          { kind: 'face', seconds: 1, text: 'Talk soon!' },
        ],
        cta_label: 'Book a meeting',
        cta_url: 'https://cal.example.com/alex',
      },
    });
    const id = created.body.payload._id;
    const up = await upload(o.token, o.spaceId, id, webm);
    expect(up.statusCode).toBe(200);
    expect(up.json().payload.recording.duration_ms).toBeGreaterThan(2500);
    expect(up.json().payload.thumbnail_url).toBeNull(); // no render yet: no picture for the picker

    // Trim: the part used must last at least a second.
    const trim = (body: object) => call('PUT', `/api/videos/${id}`, { token: o.token, query: q, body });
    expect((await trim({ trim_start_s: 0.5, trim_end_s: 1 })).body.message).toBe(MESSAGES.delayTooSmall);
    expect((await trim({ trim_start_s: 0.5, trim_end_s: 2.5 })).body.payload).toMatchObject({
      trim_start_s: 0.5,
      trim_end_s: 2.5,
    });

    const withSite = await addProspect(o.spaceId, 'Ana', siteUrl);
    // A page that redirects to loopback, and a name that resolves to loopback.
    const redirected = await addProspect(o.spaceId, 'Ben', `${world.publicUrl}/to-loopback`);
    world.answer('intranet.test', '127.0.0.1');
    const loopbackName = await addProspect(o.spaceId, 'Cy', `http://intranet.test:${world.port}/`);
    const render = (prospect_id: string) =>
      call('POST', `/api/videos/${id}/renders`, { token: o.token, query: q, body: { prospect_id } });

    const a = await render(withSite);
    expect(a.body.payload).toMatchObject({ status: 'done', background_fallback: false, progress: 100 });
    expect(a.body.payload.size).toBeGreaterThan(10_000);
    // Loopback is never fetched, through a redirect or a name: the scene shows the fallback, and says so.
    for (const p of [redirected, loopbackName]) {
      const r = await render(p);
      expect(r.body.payload).toMatchObject({ status: 'done', background_fallback: true });
    }
    expect(world.publicHits).toContain('/to-loopback');
    expect(world.secretHits).toEqual([]);
    // Asked again with nothing changed, or for a prospect with the same personalisation: nothing is
    // rendered twice.
    const again = await render(withSite);
    expect(again.body.payload).toMatchObject({ status: 'done', reused: false, size: a.body.payload.size });
    const twin = await render(await addProspect(o.spaceId, 'Ana', siteUrl));
    expect(twin.body.payload).toMatchObject({ status: 'done', reused: true, size: a.body.payload.size });

    // The public page: its data without a token, the file with ranges for seeking, its events.
    const renderId = a.body.payload._id;
    const page = await call('GET', `/api/public/videos/${renderId}`, {});
    expect(page.status).toBe(200);
    expect(page.body.payload).toMatchObject({
      title: 'Hi Ana, I looked at Acme',
      cta_label: 'Book a meeting',
      video_url: `/api/public/videos/${renderId}/file`,
    });
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/public/videos/${renderId}/file`,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(part.rawPayload.length).toBe(100);
    const whole = await t.app.inject({ method: 'GET', url: `/api/public/videos/${renderId}/file` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(100, 200).equals(part.rawPayload)).toBe(true);
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const out = path.join(os.tmpdir(), `leadloop-test-out-${process.pid}.mp4`);
    fs.writeFileSync(out, whole.rawPayload);
    const probe = await probeFile(out);
    fs.rmSync(out);
    expect(probe).toMatchObject({ hasVideo: true, hasAudio: true });
    expect(Math.abs(probe.durationMs - 2000)).toBeLessThan(200); // the trimmed 2 s
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/api/public/videos/${renderId}/file`,
      headers: { range: 'bytes=999999999-' },
    });
    expect(beyond.statusCode).toBe(416);
    const gif = await t.app.inject({ method: 'GET', url: `/api/public/videos/${renderId}/thumbnail` });
    expect(gif.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');

    for (const body of [{ type: 'view' }, { type: 'watch', percent: 60 }, { type: 'cta' }]) {
      expect((await call('POST', `/api/public/videos/${renderId}/events`, { body })).status).toBe(200);
    }
    const list = await call('GET', `/api/videos/${id}/renders`, { token: o.token, query: q });
    const mine = list.body.payload.items.find((r: { _id: string }) => r._id === renderId);
    expect(mine).toMatchObject({ prospect_name: 'Ana Test', views: 1, max_watch_percent: 60, cta_clicks: 1 });
    // The library (and the step editor's picker) shows a finished render's GIF as the video's picture.
    const videos = await call('GET', '/api/videos', { token: o.token, query: q });
    const pictured = videos.body.payload.items.find((v: { _id: string }) => v._id === id);
    expect(pictured.thumbnail_url).toMatch(/^\/api\/public\/videos\/[0-9a-f-]{36}\/thumbnail$/);
    const picture = await t.app.inject({ method: 'GET', url: pictured.thumbnail_url });
    expect(picture.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect((await call('GET', `/api/public/videos/00000000-0000-4000-8000-000000000000`, {})).status).toBe(
      404,
    );
  });

  it('the capture browser reaches loopback through nothing: images, redirected images, a rebinding name, an image scene', async () => {
    const policy = t.ctx.config.egress;
    world.reset();
    // An allowed page whose <img>s point at loopback, directly and through a redirect: the page is shown,
    // the images are refused by the egress proxy.
    expect(await captureWebsite(`${world.publicUrl}/with-images`, policy)).toBeInstanceOf(Buffer);
    expect(world.publicHits).toEqual(expect.arrayContaining(['/with-images', '/img-redirect']));
    expect(world.secretHits).toEqual([]);
    // A name whose first answer is allowed and whose next answers are loopback: Chromium never resolves
    // it, the proxy resolves it once and connects to that address.
    world.answer('rebind.test', '127.0.0.2', '127.0.0.1');
    expect(await captureWebsite(`http://rebind.test:${world.port}/`, policy)).toBeInstanceOf(Buffer);
    expect(world.secretHits).toEqual([]);
    expect(world.publicHits).toContain('/');
    // An image scene whose URL is loopback draws without it.
    const layer = await drawLayer(
      { background: { kind: 'image', url: `${world.secretUrl}/scene.png` }, text: 'Hi', bubble: false },
      policy,
    );
    expect(layer.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(world.secretHits).toEqual([]);
  });
});
