import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, VOICEMAIL_STEP_MESSAGES } from '@leadloop/domain';
import { spaces } from '../../db/schema/index.js';
import { cloudBody, credentialsTestApp, workspace } from '../../test/credentials-helpers.js';
import { countCampaignsUsingAudio, setVoicemailUsageCounter } from './usage.js';
import { voicemailDir } from './service.js';

/** A PCM WAV (mono, 16-bit) of the given length: a real 44-byte header and silent samples. */
function wav(seconds: number, sampleRate = 8000): Buffer {
  const byteRate = sampleRate * 2;
  const dataSize = Math.round(seconds * byteRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataSize, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataSize, 40);
  return Buffer.concat([header, Buffer.alloc(dataSize)]);
}

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----vm' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('voicemail audio API', () => {
  let t: Awaited<ReturnType<typeof credentialsTestApp>>;
  let ws: Awaited<ReturnType<typeof workspace>>;
  let credId: string;
  const upload = async (
    fields: Record<string, string>,
    file?: { name: string; data: Buffer },
    credentials = credId,
    owner = ws,
  ) => {
    const body = multipart(fields, file);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voicemail/audio',
      query: { space: owner.spaceId, credentials_id: credentials },
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    t = await credentialsTestApp();
    ws = await workspace(t);
    credId = (
      await t.call('POST', '/api/credentials/create', {
        token: ws.token,
        query: ws.q,
        body: cloudBody('voice@example.com'),
      })
    ).body.payload._id;
  });
  afterAll(() => t.close());

  it('uploads a .wav with agreed_to_terms; the duration comes from the WAV header', async () => {
    const res = await upload(
      { agreed_to_terms: 'true', file_name: 'Intro call.wav' },
      { name: 'intro.wav', data: wav(7.5) },
    );
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      name: 'Intro call',
      file_name: 'Intro call.wav',
      duration: 7.5,
      agreed_to_terms: true,
      credentials_id: credId,
    });
    const stored = fs.readdirSync(voicemailDir(t.ctx.config.dataDir));
    expect(stored).toContain(`${res.body.payload._id}.wav`);
    const file = await t.app.inject({
      method: 'GET',
      url: res.body.payload.file,
      query: ws.q,
      headers: { authorization: `Bearer ${ws.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.length).toBe(wav(7.5).length);
  });

  it('refuses no consent, wrong length, not-a-wav and over 20 MB, storing nothing', async () => {
    const before = fs.readdirSync(voicemailDir(t.ctx.config.dataDir)).length;
    expect((await upload({}, { name: 'a.wav', data: wav(10) })).body.message).toBe(MESSAGES.disagreedToTerms);
    expect((await upload({ agreed_to_terms: 'false' }, { name: 'a.wav', data: wav(10) })).body.message).toBe(
      MESSAGES.disagreedToTerms,
    );
    expect(
      (await upload({ agreed_to_terms: 'true' }, { name: 'short.wav', data: wav(5) })).body.message,
    ).toBe(MESSAGES.voicemailDuration);
    expect(
      (await upload({ agreed_to_terms: 'true' }, { name: 'long.wav', data: wav(181) })).body.message,
    ).toBe(MESSAGES.voicemailDuration);
    expect(
      (
        await upload(
          { agreed_to_terms: 'true' },
          { name: 'fake.wav', data: Buffer.from('not really audio at all') },
        )
      ).body.message,
    ).toBe(MESSAGES.voicemailDuration);
    expect(
      (await upload({ agreed_to_terms: 'true' }, { name: 'song.mp3', data: wav(10) })).body.message,
    ).toBe(MESSAGES.voicemailWavOnly);
    expect(
      (await upload({ agreed_to_terms: 'true' }, { name: 'big.wav', data: wav(120, 88_200) })).body.message,
    ).toBe(MESSAGES.voicemailTooLarge);
    expect(
      (await upload({ agreed_to_terms: 'true', forward_number: '12' }, { name: 'a.wav', data: wav(10) })).body
        .message,
    ).toBe(MESSAGES.wrongPhone);
    expect((await upload({ agreed_to_terms: 'true' })).status).toBe(400);
    expect(fs.readdirSync(voicemailDir(t.ctx.config.dataDir)).length).toBe(before);
  });

  it('lists by account with paging, renames, counts campaigns, refuses deleting one in use', async () => {
    for (let i = 0; i < 3; i++)
      await upload({ agreed_to_terms: '1' }, { name: `v${i}.wav`, data: wav(6 + i) });
    const page = await t.call('GET', '/api/voicemail/audio', {
      token: ws.token,
      query: { ...ws.q, credentials_id: credId, offset: '1', limit: '2' },
    });
    expect(page.body.payload).toMatchObject({ total: 4, offset: 1, limit: 2 });
    expect(page.body.payload.items).toHaveLength(2);
    const id = page.body.payload.items[0]._id;
    const renamed = await t.call('PATCH', `/api/voicemail/audio/${id}`, {
      token: ws.token,
      query: ws.q,
      body: { name: 'Follow-up' },
    });
    expect(renamed.body.payload.name).toBe('Follow-up');
    expect(
      (
        await t.call('PATCH', `/api/voicemail/audio/${id}`, {
          token: ws.token,
          query: ws.q,
          body: { name: ' ' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('GET', `/api/voicemail/audio/${id}/workflows_number`, { token: ws.token, query: ws.q }))
        .body.payload,
    ).toEqual({ workflows_number: 0 });
    setVoicemailUsageCounter(async (_db, audioId) => (audioId === id ? 2 : 0));
    try {
      expect(
        (await t.call('GET', `/api/voicemail/audio/${id}/workflows_number`, { token: ws.token, query: ws.q }))
          .body.payload,
      ).toEqual({ workflows_number: 2 });
      const refused = await t.call('DELETE', `/api/voicemail/audio/${id}`, { token: ws.token, query: ws.q });
      expect(refused.body).toMatchObject({ code: 400, message: MESSAGES.voicemailInUse });
    } finally {
      setVoicemailUsageCounter(countCampaignsUsingAudio);
    }
    expect(
      (await t.call('DELETE', `/api/voicemail/audio/${id}`, { token: ws.token, query: ws.q })).status,
    ).toBe(200);
    expect(fs.existsSync(path.join(voicemailDir(t.ctx.config.dataDir), `${id}.wav`))).toBe(false);
    expect(
      (
        await t.call('GET', '/api/voicemail/audio', {
          token: ws.token,
          query: { ...ws.q, credentials_id: credId },
        })
      ).body.payload.total,
    ).toBe(3);
  });

  it('other workspaces cannot list, play, rename or delete', async () => {
    const other = await workspace(t);
    const list = await t.call('GET', '/api/voicemail/audio', {
      token: ws.token,
      query: { ...ws.q, credentials_id: credId },
    });
    const id = list.body.payload.items[0]._id;
    expect(
      (
        await t.call('GET', '/api/voicemail/audio', {
          token: other.token,
          query: { ...other.q, credentials_id: credId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('PATCH', `/api/voicemail/audio/${id}`, {
          token: other.token,
          query: other.q,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/voicemail/audio/${id}`, { token: other.token, query: other.q })).status,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/voicemail/audio/${id}/file`,
          query: other.q,
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await upload({ agreed_to_terms: 'true' }, { name: 'a.wav', data: wav(10) }, credId, other)).status,
    ).toBe(404);
  });

  it('a campaign voicemail step counts as a use: workflows_number and delete refusal, end to end', async () => {
    const audio = (await upload({ agreed_to_terms: 'true' }, { name: 'drop.wav', data: wav(12) })).body
      .payload;
    const number = async () =>
      (
        await t.call('GET', `/api/voicemail/audio/${audio._id}/workflows_number`, {
          token: ws.token,
          query: ws.q,
        })
      ).body.payload.workflows_number;
    expect(await number()).toBe(0);
    const create = (sequence: unknown[]) =>
      t.call('POST', '/api/workflows', {
        token: ws.token,
        query: ws.q,
        body: { credentials_id: credId, name: 'Calls', sequence },
      });
    // A voicemail step needs a recording of this account.
    const missing = await create([{ type: 'voicemail' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VOICEMAIL_STEP_MESSAGES.audioRequired);
    await t.ctx.db.update(spaces).set({ cloudSeats: 5 }).where(eq(spaces.id, ws.spaceId));
    const other = await t.call('POST', '/api/credentials/create', {
      token: ws.token,
      query: ws.q,
      body: cloudBody('voice-two@example.com'),
    });
    const foreign = (
      await upload({ agreed_to_terms: 'true' }, { name: 'f.wav', data: wav(9) }, other.body.payload._id)
    ).body.payload;
    const wrongAccount = await create([{ type: 'voicemail', audio_id: foreign._id }]);
    expect(wrongAccount.status).toBe(400);
    expect(wrongAccount.body.message).toBe(VOICEMAIL_STEP_MESSAGES.audioNotFound);

    const first = await create([
      { type: 'view_profile' },
      { type: 'voicemail', audio_id: audio._id, delay_days: 1 },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.payload.sequence[1]).toMatchObject({ type: 'voicemail', audio_id: audio._id });
    const second = await create([{ type: 'voicemail', audio_id: audio._id }]);
    expect(second.status).toBe(200);
    expect(await number()).toBe(2);
    const refused = await t.call('DELETE', `/api/voicemail/audio/${audio._id}`, {
      token: ws.token,
      query: ws.q,
    });
    expect(refused.body).toMatchObject({ ok: false, code: 400, message: MESSAGES.voicemailInUse });

    // Deleting one campaign and changing the other's step frees the recording.
    await t.call('POST', `/api/workflows/${first.body.payload._id}/delete_async`, {
      token: ws.token,
      query: ws.q,
    });
    expect(await number()).toBe(1);
    const changed = await t.call('POST', `/api/workflows/${second.body.payload._id}/update`, {
      token: ws.token,
      query: ws.q,
      body: { sequence: [{ type: 'view_profile' }, { type: 'follow' }] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await number()).toBe(0);
    const deleted = await t.call('DELETE', `/api/voicemail/audio/${audio._id}`, {
      token: ws.token,
      query: ws.q,
    });
    expect(deleted.status).toBe(200);
  });

  it("a campaign duplicated to another account takes a copy of its recording (the copy is that account's own)", async () => {
    await t.ctx.db.update(spaces).set({ cloudSeats: 5 }).where(eq(spaces.id, ws.spaceId));
    const audio = (await upload({ agreed_to_terms: 'true' }, { name: 'dup.wav', data: wav(8) })).body.payload;
    const wf = await t.call('POST', '/api/workflows', {
      token: ws.token,
      query: ws.q,
      body: {
        credentials_id: credId,
        name: 'Calls to copy',
        sequence: [{ type: 'voicemail', audio_id: audio._id }],
      },
    });
    expect(wf.status, JSON.stringify(wf.body)).toBe(200);
    const target = (
      await t.call('POST', '/api/credentials/create', {
        token: ws.token,
        query: ws.q,
        body: cloudBody('voice-dup@example.com'),
      })
    ).body.payload._id as string;
    const dup = await t.call('POST', '/api/credentials/duplicate_workflows', {
      token: ws.token,
      query: ws.q,
      body: { workflow_ids: [wf.body.payload._id], credentials_ids: [target] },
    });
    expect(dup.status, JSON.stringify(dup.body)).toBe(200);
    const copy = await t.call('GET', `/api/workflows/${dup.body.payload.workflow_ids[0]}`, {
      token: ws.token,
      query: ws.q,
    });
    const copiedAudioId = copy.body.payload.sequence[0].audio_id as string;
    expect(copiedAudioId).not.toBe(audio._id);
    const targetAudios = await t.call('GET', '/api/voicemail/audio', {
      token: ws.token,
      query: { ...ws.q, credentials_id: target },
    });
    expect(targetAudios.body.payload.items).toEqual([
      expect.objectContaining({ _id: copiedAudioId, name: 'dup', duration: 8 }),
    ]);
    // The copy plays: its file was copied, not shared.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/voicemail/audio/${copiedAudioId}/file?space=${ws.spaceId}`,
      headers: { authorization: `Bearer ${ws.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });
});
