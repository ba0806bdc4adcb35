import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, unknownPlaceholder } from '@leadloop/domain';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof userWithSpace>>;
let member: Awaited<ReturnType<typeof addMemberByCode>>;
let q: { space: string };
beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
  admin = await userWithSpace(t.app);
  member = await addMemberByCode(t.app, admin);
  q = { space: admin.spaceId };
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, query = q) =>
  call('POST', '/api/templates', { token, query, body });
const list = async (token: string, extra: Record<string, string> = {}) =>
  (await call('GET', '/api/templates', { token, query: { ...q, ...extra } })).body.payload;

describe('templates: the message library (issue 20)', () => {
  it('creates, reads, edits and deletes a template of each channel', async () => {
    const note = await create(admin.token, {
      channel: 'connection_note',
      name: ' Warm intro ',
      text: 'Hi {first_name:there}, saw your work at {company}.',
    });
    expect(note.status).toBe(200);
    expect(note.body.payload).toMatchObject({
      channel: 'connection_note',
      name: 'Warm intro',
      subject: null,
      is_shared: false,
      can_edit: true,
      usage_count: 0,
      author_name: 'Ada Lovelace',
    });
    const email = await create(admin.token, {
      channel: 'email',
      name: 'Follow-up',
      subject: 'About {company}',
      text: 'Hello {first_name}',
      html: '<p>Hello <b>{first_name}</b></p>',
    });
    expect(email.body.payload).toMatchObject({
      subject: 'About {company}',
      html: '<p>Hello <b>{first_name}</b></p>',
    });
    const id = note.body.payload._id as string;
    const read = await call('GET', `/api/templates/${id}`, { token: admin.token, query: q });
    expect(read.body.payload.text).toBe('Hi {first_name:there}, saw your work at {company}.');
    const edited = await call('PUT', `/api/templates/${id}`, {
      token: admin.token,
      query: q,
      body: { name: 'Warmer intro', is_shared: true },
    });
    expect(edited.body.payload).toMatchObject({ name: 'Warmer intro', is_shared: true });
    const removed = await call('DELETE', `/api/templates/${id}`, { token: admin.token, query: q });
    expect(removed.body.payload).toEqual({ _id: id });
    const gone = await call('GET', `/api/templates/${id}`, { token: admin.token, query: q });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MESSAGES.templateNotFound);
  });

  it("refuses with the spec's texts: name, placeholders, channel lengths", async () => {
    const noName = await create(admin.token, { channel: 'message', name: '  ', text: 'Hi' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe(MESSAGES.templateNameRequired);
    const unknown = await create(admin.token, { channel: 'message', name: 'A', text: 'Hi {frist_name}' });
    expect(unknown.body.message).toBe(unknownPlaceholder('frist_name', 3));
    const upper = await create(admin.token, { channel: 'message', name: 'A', text: 'Hi {First_Name}' });
    expect(upper.body.message).toBe(MESSAGES.placeholderInvalidName);
    const braces = await create(admin.token, { channel: 'message', name: 'A', text: 'Hi {first_name' });
    expect(braces.body.message).toBe(MESSAGES.placeholderUnbalanced);
    const subject = await create(admin.token, {
      channel: 'email',
      name: 'A',
      subject: 'For {Company}',
      text: 'Hi',
    });
    expect(subject.body.message).toBe(MESSAGES.placeholderInvalidName);
    const note = await create(admin.token, { channel: 'connection_note', name: 'A', text: 'x'.repeat(201) });
    expect(note.body.message).toBe(MESSAGES.connectionNoteTooLong);
    const inmail = await create(admin.token, {
      channel: 'inmail',
      name: 'A',
      subject: 'S',
      text: 'x'.repeat(1901),
    });
    expect(inmail.body.message).toBe(MESSAGES.inmailTooLong);
    const fits = await create(admin.token, {
      channel: 'inmail',
      name: 'A',
      subject: 'S',
      text: 'x'.repeat(1900),
    });
    expect(fits.status).toBe(200);
    const htmlOnMessage = await create(admin.token, {
      channel: 'message',
      name: 'A',
      text: 'Hi',
      html: '<p>x</p>',
    });
    expect(htmlOnMessage.body.message).toBe(MESSAGES.templateHtmlEmailOnly);
    const subjectOnNote = await create(admin.token, {
      channel: 'connection_note',
      name: 'A',
      subject: 'S',
      text: 'Hi',
    });
    expect(subjectOnNote.body.message).toBe(MESSAGES.templateNoSubject);
    // an edit is checked on the template as it will be: a long message cannot become a connection note
    const long = await create(admin.token, { channel: 'message', name: 'Long', text: 'y'.repeat(300) });
    const toNote = await call('PUT', `/api/templates/${long.body.payload._id}`, {
      token: admin.token,
      query: q,
      body: { channel: 'connection_note' },
    });
    expect(toNote.status).toBe(400);
    expect(toNote.body.message).toBe(MESSAGES.connectionNoteTooLong);
  });

  it('a personal template is its author’s; a shared one is read-only to other members; none crosses workspaces', async () => {
    const personal = await create(member.token, {
      channel: 'message',
      name: 'My secret',
      text: 'Hi {first_name}',
    });
    const shared = await create(member.token, {
      channel: 'message',
      name: 'Team opener',
      text: 'Hello {first_name}',
      is_shared: true,
    });
    const adminSees = (await list(admin.token)).items.map((x: { name: string }) => x.name);
    expect(adminSees).toContain('Team opener');
    expect(adminSees).not.toContain('My secret');
    const hidden = await call('GET', `/api/templates/${personal.body.payload._id}`, {
      token: admin.token,
      query: q,
    });
    expect(hidden.status).toBe(404);

    // another member (not admin, not author) reads the shared one but cannot change or delete it
    const other = await addMemberByCode(t.app, admin);
    const seen = await call('GET', `/api/templates/${shared.body.payload._id}`, {
      token: other.token,
      query: q,
    });
    expect(seen.body.payload).toMatchObject({ name: 'Team opener', can_edit: false });
    const change = await call('PUT', `/api/templates/${shared.body.payload._id}`, {
      token: other.token,
      query: q,
      body: { name: 'Mine now' },
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(MESSAGES.templateReadOnly);
    const del = await call('DELETE', `/api/templates/${shared.body.payload._id}`, {
      token: other.token,
      query: q,
    });
    expect(del.status).toBe(403);
    // a member may still use it: the usage count grows
    const used = await call('POST', `/api/templates/${shared.body.payload._id}/use`, {
      token: other.token,
      query: q,
    });
    expect(used.body.payload).toEqual({ _id: shared.body.payload._id, usage_count: 1 });
    // a workspace admin may edit a shared template, but not make it personal
    const fix = await call('PUT', `/api/templates/${shared.body.payload._id}`, {
      token: admin.token,
      query: q,
      body: { text: 'Hello {first_name:there}' },
    });
    expect(fix.body.payload).toMatchObject({ text: 'Hello {first_name:there}', can_edit: true });
    const unshare = await call('PUT', `/api/templates/${shared.body.payload._id}`, {
      token: admin.token,
      query: q,
      body: { is_shared: false },
    });
    expect(unshare.status).toBe(403);

    // another workspace: its owner sees nothing of this one, even by id
    const stranger = await userWithSpace(t.app, 'Elsewhere');
    const foreignList = await call('GET', '/api/templates', { token: stranger.token, query: q });
    expect(foreignList.status).toBe(403);
    const theirs = await call('GET', `/api/templates/${shared.body.payload._id}`, {
      token: stranger.token,
      query: { space: stranger.spaceId },
    });
    expect(theirs.status).toBe(404);
    const ownList = await call('GET', '/api/templates', {
      token: stranger.token,
      query: { space: stranger.spaceId },
    });
    expect(ownList.body.payload.items).toEqual([]);
  });

  it('searches and filters by channel, owner and template label; counts per channel', async () => {
    const space = await userWithSpace(t.app, 'Filters');
    const fq = { space: space.spaceId };
    const label = await call('POST', '/api/labels/create', {
      token: space.token,
      query: fq,
      body: { name: 'Follow-ups', color: '#228be6', type: 'template', is_shared: true },
    });
    const profileLabel = await call('POST', '/api/labels/create', {
      token: space.token,
      query: fq,
      body: { name: 'Hot', color: '#fa5252' },
    });
    const labelled = await create(
      space.token,
      { channel: 'sms', name: 'Reminder', text: 'See you {first_name}', label_ids: [label.body.payload._id] },
      fq,
    );
    expect(labelled.body.payload.label_ids).toEqual([label.body.payload._id]);
    const wrongLabel = await create(
      space.token,
      { channel: 'sms', name: 'X', text: 'Hi', label_ids: [profileLabel.body.payload._id] },
      fq,
    );
    expect(wrongLabel.body.message).toBe(MESSAGES.labelNotFound);
    await create(
      space.token,
      { channel: 'email', name: 'Pricing', subject: 'Our pricing', text: 'Plans' },
      fq,
    );
    const get = async (query: Record<string, string>) =>
      (await call('GET', '/api/templates', { token: space.token, query: { ...fq, ...query } })).body.payload;
    expect((await get({ q: 'pricing' })).items.map((x: { name: string }) => x.name)).toEqual(['Pricing']);
    expect((await get({ q: '100%' })).items).toEqual([]);
    expect((await get({ channel: 'sms' })).items.map((x: { name: string }) => x.name)).toEqual(['Reminder']);
    expect((await get({ label: label.body.payload._id })).items).toHaveLength(1);
    expect((await get({ owner: 'shared' })).items).toEqual([]);
    const all = await get({ channel: 'email' });
    expect(all.total).toBe(1);
    expect(all.by_channel).toMatchObject({ sms: 1, email: 1, message: 0 });
  });

  it('exports the templates a member sees as JSON and imports them all or none', async () => {
    const space = await userWithSpace(t.app, 'Porting');
    const pq = { space: space.spaceId };
    await create(space.token, { channel: 'message', name: 'One', text: 'Hi {first_name}' }, pq);
    const exported = await call('GET', '/api/templates/export', { token: space.token, query: pq });
    expect(exported.body.payload).toEqual({
      version: 1,
      templates: [
        {
          channel: 'message',
          name: 'One',
          subject: null,
          text: 'Hi {first_name}',
          html: null,
          is_shared: false,
        },
      ],
    });
    const target = await userWithSpace(t.app, 'Target');
    const tq = { space: target.spaceId };
    const bad = await call('POST', '/api/templates/import', {
      token: target.token,
      query: tq,
      body: {
        templates: [...exported.body.payload.templates, { channel: 'message', name: 'Bad', text: '{nope}' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(unknownPlaceholder('nope', 0));
    const good = await call('POST', '/api/templates/import', {
      token: target.token,
      query: tq,
      body: { templates: exported.body.payload.templates },
    });
    expect(good.body.payload).toEqual({ created: 1 });
    expect((await call('GET', '/api/templates', { token: target.token, query: tq })).body.payload.total).toBe(
      1,
    );
  });

  it('saved replies are the shared message templates: a personal message template stays out of others’ replies', async () => {
    const reply = await call('POST', '/api/inbox/templates', {
      token: admin.token,
      query: q,
      body: { name: 'Saved reply', text: 'Thanks {first_name}!' },
    });
    expect(reply.status).toBe(200);
    const inLibrary = (await list(member.token, { channel: 'message' })).items.find(
      (x: { _id: string }) => x._id === reply.body.payload._id,
    );
    expect(inLibrary).toMatchObject({ is_shared: true, can_edit: false });
    await create(admin.token, { channel: 'message', name: 'Admin only', text: 'Hi' });
    const replies = await call('GET', '/api/inbox/templates', { token: member.token, query: q });
    const names = replies.body.payload.map((r: { name: string }) => r.name);
    expect(names).toContain('Saved reply');
    expect(names).not.toContain('Admin only');
  });
});
