import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ATTACHMENT_MESSAGES } from '@leadloop/domain';
import { inboxAttachments, mailboxMessages, prospects, sandboxMessages } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { PNG, multipart } from '../../test/fixtures.js';
import { upsertProspects } from '../prospects-core/index.js';
import { inboxWorld } from '../../test/inbox-world.js';

/** Files in the inbox: upload checks (size, type by content, broken files), sending, download, scope. */
let t: TestApp;
let w: Awaited<ReturnType<typeof inboxWorld>>;
let call: ReturnType<typeof apiClient>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
const ZIP = Buffer.from('504b03040a0000000000000000000000000000000000000000000000000000', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  w = await inboxWorld(t.app, t.ctx);
  await w.connect(w.c1.id, 0);
  await w.db
    .update(prospects)
    .set({ workEmail: 'ada@engines.test' })
    .where(eq(prospects.id, w.pid(0)));
});
afterAll(() => t.close());

async function upload(
  filename: string,
  data: Buffer,
  token = w.admin.token,
  type = 'application/octet-stream',
  profileId?: string,
) {
  const { body: fileBody, contentType } = multipart('file', filename, type, data);
  // A text field before the file, as the composer's FormData sends it when it names the prospect.
  const boundary = contentType.split('boundary=')[1]!;
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="profile_id"\r\n\r\n${profileId}\r\n`;
  const body = profileId ? Buffer.concat([Buffer.from(field), fileBody]) : fileBody;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inbox/attachments',
    query: w.q,
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.json() };
}
const download = (id: string, token = w.admin.token, query: Record<string, string> = w.q) =>
  t.app.inject({
    method: 'GET',
    url: `/api/inbox/attachments/${id}`,
    query,
    headers: { authorization: `Bearer ${token}` },
  });
const send = (body: Record<string, unknown>, token = w.admin.token) =>
  call('POST', '/api/inbox/send', { token, query: w.q, body });

describe('upload', () => {
  it('takes PDF, images, text and CSV, typed by their content', async () => {
    const pdf = await upload('Deck.pdf', PDF, w.admin.token, 'image/png');
    expect(pdf.status).toBe(200);
    expect(pdf.body.payload).toMatchObject({
      filename: 'Deck.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect((await upload('pixel.png', PNG)).body.payload.content_type).toBe('image/png');
    expect((await upload('notes.txt', Buffer.from('Grüße\nline two'))).body.payload.content_type).toBe(
      'text/plain',
    );
    expect((await upload('list.csv', Buffer.from('a,b\n1,2\n'))).body.payload.content_type).toBe('text/csv');
    // A path in the name is dropped.
    expect((await upload('../../etc/evil.pdf', PDF)).body.payload.filename).toBe('evil.pdf');
  });

  it('refuses big, empty, damaged and unsupported files with a clear 400 and stores nothing', async () => {
    const before = (await w.db.select({ id: inboxAttachments.id }).from(inboxAttachments)).length;
    const cases: [string, Buffer, string][] = [
      ['big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), ATTACHMENT_MESSAGES.tooBig],
      ['empty.pdf', Buffer.alloc(0), ATTACHMENT_MESSAGES.broken],
      ['fake.pdf', Buffer.from('this is not a pdf at all'), ATTACHMENT_MESSAGES.broken],
      ['fake.png', Buffer.from([0x89, 0x50, 0x00, 0x01, 0x02]), ATTACHMENT_MESSAGES.broken],
      ['binary.txt', Buffer.from([0x41, 0xc3, 0x28, 0x42, 0x43]), ATTACHMENT_MESSAGES.broken],
      ['setup.exe', EXE, ATTACHMENT_MESSAGES.badType],
      ['innocent.pdf', EXE, ATTACHMENT_MESSAGES.badType],
      ['archive.docx', ZIP, ATTACHMENT_MESSAGES.badType],
      ['script.js', Buffer.from('alert(1)'), ATTACHMENT_MESSAGES.badType],
    ];
    for (const [name, data, message] of cases) {
      const res = await upload(name, data);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toBe(message);
    }
    const noFile = await call('POST', '/api/inbox/attachments', {
      token: w.admin.token,
      query: w.q,
      body: {},
    });
    expect(noFile.status).toBe(400);
    const text = await call('POST', '/api/inbox/attachments', {
      token: w.admin.token,
      query: w.q,
      body: { file: 'not a file' },
    });
    expect(text.status).toBe(400);
    expect((await w.db.select({ id: inboxAttachments.id }).from(inboxAttachments)).length).toBe(before);
  });
});

describe('sending with files', () => {
  it('a network message carries them: the sandbox network records each, the thread shows them, download works', async () => {
    const a = (await upload('Deck.pdf', PDF)).body.payload;
    const b = (await upload('pixel.png', PNG)).body.payload;
    const res = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      text: 'Here is the deck',
      attachment_ids: [a._id, b._id],
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.attachments.map((x: { filename: string }) => x.filename)).toEqual([
      'Deck.pdf',
      'pixel.png',
    ]);
    const [onNetwork] = await w.db
      .select()
      .from(sandboxMessages)
      .where(and(eq(sandboxMessages.credentialId, w.c1.id), eq(sandboxMessages.text, 'Here is the deck')));
    expect(onNetwork!.attachments).toEqual([
      {
        filename: 'Deck.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        sha256: createHash('sha256').update(PDF).digest('hex'),
      },
      { filename: 'pixel.png', contentType: 'image/png', size: PNG.length, sha256: expect.any(String) },
    ]);
    const open = await call('GET', `/api/inbox/conversations/${res.body.payload.conversation_id}`, {
      token: w.admin.token,
      query: w.q,
    });
    const sent = open.body.payload.messages.find((m: { text: string }) => m.text === 'Here is the deck');
    expect(sent.attachments).toMatchObject([{ _id: a._id, filename: 'Deck.pdf' }, { _id: b._id }]);
    const file = await download(a._id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="Deck.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The member who may use c1 can download it; nobody else.
    expect((await download(a._id, w.member.token)).statusCode).toBe(200);
    expect((await download(a._id, w.other.token)).statusCode).toBe(403);
    expect((await download(a._id, w.other.token, { space: w.other.spaceId })).statusCode).toBe(404);
    // A sent file can not be sent again or deleted as a pending upload.
    const again = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      text: 'Again',
      attachment_ids: [a._id],
    });
    expect(again).toMatchObject({ status: 404, body: { message: ATTACHMENT_MESSAGES.notFound } });
    const del = await call('DELETE', `/api/inbox/attachments/${a._id}`, { token: w.admin.token, query: w.q });
    expect(del.status).toBe(404);
  });

  it('an email carries them through the mailbox', async () => {
    const a = (await upload('Terms.pdf', PDF)).body.payload;
    const res = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      channel: 'email',
      subject: 'Our terms',
      text: 'Attached',
      attachment_ids: [a._id],
    });
    expect(res.status).toBe(200);
    const [mail] = await w.db.select().from(mailboxMessages).where(eq(mailboxMessages.subject, 'Our terms'));
    expect(mail!.attachments).toEqual([
      { filename: 'Terms.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
  });

  it('InMail and SMS take no files; more than 5, or someone else’s upload, are refused; nothing is sent', async () => {
    const mine = (await upload('Deck.pdf', PDF)).body.payload;
    const before = (await w.db.select().from(sandboxMessages)).length;
    const inmail = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      channel: 'inmail',
      subject: 'Hi',
      text: 'Hi',
      attachment_ids: [mine._id],
    });
    expect(inmail).toMatchObject({ status: 400, body: { message: ATTACHMENT_MESSAGES.notOnChannel } });
    const sms = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      channel: 'sms',
      text: 'Hi',
      attachment_ids: [mine._id],
    });
    expect(sms.status).toBe(400);
    const six = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      text: 'Hi',
      attachment_ids: Array.from({ length: 6 }, () => mine._id.replace(/.$/, '0')),
    });
    expect(six.status).toBe(400);
    const theirs = (await upload('Theirs.pdf', PDF, w.member.token)).body.payload;
    const foreign = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      text: 'Hi',
      attachment_ids: [theirs._id],
    });
    expect(foreign.status).toBe(404);
    expect((await w.db.select().from(sandboxMessages)).length).toBe(before);
    // A pending upload is its uploader's only.
    expect((await download(theirs._id, w.member.token)).statusCode).toBe(200);
    expect((await download(theirs._id)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/inbox/attachments/${mine._id}`, {
      token: w.admin.token,
      query: w.q,
    });
    expect(removed.status).toBe(200);
    expect((await download(mine._id)).statusCode).toBe(404);
    expect((await download('not-a-uuid')).statusCode).toBe(404);
  });

  it("pending uploads for a prospect come back after a reload (the uploader's only), until sent", async () => {
    const pending = (token = w.admin.token, profile = w.pid(0)) =>
      call('GET', '/api/inbox/attachments', { token, query: { ...w.q, profile_id: profile } });
    const a = (await upload('Plan.pdf', PDF, w.admin.token, 'application/pdf', w.pid(0))).body.payload;
    expect((await pending()).body.payload.map((f: { _id: string }) => f._id)).toContain(a._id);
    expect((await pending(w.member.token)).body.payload).toEqual([]);
    expect((await pending(w.admin.token, w.pid(1))).body.payload).toEqual([]);
    const sent = await send({
      credentials_id: w.c1.id,
      profile_id: w.pid(0),
      text: 'Plan',
      attachment_ids: [a._id],
    });
    expect(sent.status).toBe(200);
    expect((await pending()).body.payload.map((f: { _id: string }) => f._id)).not.toContain(a._id);
    // A prospect the caller can not see: 404, and nothing stored.
    const ids = await upsertProspects(w.db, w.other.spaceId, [
      { profileLink: 'https://network.sandbox.local/in/someone-else', networkId: 'someone-else' },
    ]);
    const foreign = ids.get('someone-else')!;
    const before = (await w.db.select({ id: inboxAttachments.id }).from(inboxAttachments)).length;
    expect((await upload('x.pdf', PDF, w.admin.token, 'application/pdf', foreign)).status).toBe(404);
    expect((await w.db.select({ id: inboxAttachments.id }).from(inboxAttachments)).length).toBe(before);
    expect((await upload('x.pdf', PDF, w.admin.token, 'application/pdf', 'nope')).status).toBe(400);
    expect((await call('GET', '/api/inbox/attachments', { token: w.admin.token, query: w.q })).status).toBe(
      400,
    );
  });
});
