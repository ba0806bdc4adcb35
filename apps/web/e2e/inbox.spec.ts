import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  expectAccessibleInBothThemes,
  signedInPage,
  workspaceWithAccount as newWorld,
  type World,
} from './helpers';

/**
 * Issue 6 (prospects, labels, inbox), web half. Run:
 *   npm run build -w apps/web && E2E_PORT=3970 npx playwright test -c apps/web/playwright.config.ts inbox
 *
 * A sandbox member writes to the account through the server's test hook (`POST /api/test/sandbox/member_writes`);
 * the real inbox sync then picks it up (prospect created, conversation, update_unread_counter).
 * Everything else goes through the UI.
 */

const REPLY = 'Thanks for reaching out! Happy to hear more about it.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const SAVED_REPLY =
  'Hi {first_name}, glad you wrote back. Does {company:your team} have 15 minutes this week?';

test.describe.configure({ mode: 'serial' });

/** A confirmed user with a workspace, one sandbox account and a saved reply. */
async function workspaceWithAccount(request: APIRequestContext): Promise<World> {
  const world = await newWorld(request, {
    firstName: 'Ines',
    workspace: 'Inbox Lab',
    cookies: 'sandbox-session-cookie', // a session cookie: the sandbox asks for no security code
  });
  await api(request, 'post', `/inbox/templates?space=${world.spaceId}`, world.token, {
    name: 'Warm follow-up',
    text: SAVED_REPLY,
  });
  return world;
}

/**
 * A member of the sandbox network (a first-degree connection of the account) writes to it; the
 * inbox sync then stores the message. Returns the member's name and company.
 */
async function memberWrites(
  request: APIRequestContext,
  world: { token: string; spaceId: string; credentialId: string },
  offset: number,
  text: string,
) {
  const member = await api<{ first_name: string; last_name: string; company: string }>(
    request,
    'post',
    '/test/sandbox/member_writes',
    world.token,
    { credentials_id: world.credentialId, offset, text },
  );
  await api(request, 'post', `/inbox/sync?space=${world.spaceId}`, world.token, {
    credentials_id: world.credentialId,
  });
  return {
    name: `${member.first_name} ${member.last_name}`,
    firstName: member.first_name,
    company: member.company,
  };
}

/** Resolves once the page's socket has asked to join its rooms (and the server had a moment to do it). */
function realtimeJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('server_create_connection')) setTimeout(resolve, 500);
      }),
    );
  });
}

test('a reply is counted at once; draft survives a reload; a saved reply with placeholders is sent; the prospect is labelled and found by filter', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const world = await workspaceWithAccount(request);
  const page = await signedInPage(browser, world.token);

  // Nothing unread yet: empty inbox, no badge, no count in the title.
  await page.goto('/inbox');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByTestId('inbox-unread-badge')).toHaveCount(0);
  await expect(page).toHaveTitle(/^[^(]/);

  // A sandbox prospect replies; within seconds the badge and the title count it (update_unread_counter).
  // (the page must have joined its realtime rooms before the reply arrives, or the push has no one to reach)
  const joined = realtimeJoined(page);
  await page.goto('/campaigns');
  await joined;
  const member = await memberWrites(request, world, 7, REPLY);
  await expect(page.getByTestId('nav-inbox').getByTestId('inbox-unread-badge')).toHaveText('1', {
    timeout: 5_000,
  });
  await expect(page).toHaveTitle(/^\(1\) /);

  // Open it from the inbox: the message is there and opening marks it read.
  await page.getByTestId('nav-inbox').click();
  const row = page.getByTestId('conversation-row').filter({ hasText: member.name });
  await expect(row).toBeVisible();
  // From the keyboard: the conversation opens with Enter.
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('message-inbound')).toContainText(REPLY);
  await expectAccessibleInBothThemes(page, 'inbox');
  await expect(page.getByTestId('inbox-unread-badge')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(/);

  // A draft is kept across a reload (local storage and server).
  const composer = page.getByTestId('composer-text');
  const draftSaved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/inbox/drafts/') && r.ok(),
  );
  await composer.fill('Draft that must survive a reload');
  await draftSaved; // the server copy is debounced
  await page.reload();
  await expect(page.getByTestId('composer-text')).toHaveValue('Draft that must survive a reload');

  // Send with a saved reply: placeholders are rendered in the preview and in the sent message.
  await page.getByRole('button', { name: 'Saved replies' }).click();
  await page.getByRole('menuitem', { name: /Warm follow-up/ }).click();
  await expect(composer).toHaveValue(SAVED_REPLY);
  const rendered = `Hi ${member.firstName}, glad you wrote back. Does ${member.company} have 15 minutes this week?`;
  await expect(page.getByTestId('composer-preview')).toContainText(rendered);
  // A file goes with it: a broken one is refused on its chip, a real PDF uploads.
  const files = page.locator('input[type=file]');
  await files.setInputFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByTestId('attachment-error')).toContainText('The file is empty or damaged');
  await page.getByRole('button', { name: 'Remove broken.pdf' }).click();
  await files.setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('attachment-ready')).toContainText('deck.pdf');
  // Like the draft, a picked file is still there after a reload.
  await page.reload();
  await expect(page.getByTestId('attachment-ready')).toContainText('deck.pdf');
  await expect(page.getByTestId('composer-text')).toHaveValue(SAVED_REPLY);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('message-outbound').last()).toContainText(rendered);
  await expect(page.getByTestId('message-outbound').last().getByTestId('message-attachments')).toContainText(
    'deck.pdf',
  );
  await expect(page.getByTestId('attachment-chips')).toHaveCount(0);
  await expect(composer).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('composer-text')).toHaveValue('');
  await expect(page.getByTestId('message-outbound').last()).toContainText(rendered);

  // Label the prospect: relationship Lead, plus a new label (name ≤ 30 and a colour are required).
  const panel = page.getByTestId('prospect-panel');
  await panel.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Lead', exact: true }).click();
  await expect(page.getByText('Relationship updated')).toBeVisible();
  await panel.getByRole('button', { name: 'New label' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a label' });
  // The colour starts filled in; emptied, it is required.
  await expect(dialog.getByLabel('Colour')).toHaveValue('#228be6');
  await dialog.getByLabel('Name').fill('x'.repeat(31));
  await dialog.getByLabel('Colour').fill('');
  await dialog.getByRole('button', { name: 'Create label' }).click();
  await expect(dialog.getByText('Message can not be longer than 30 characters')).toBeVisible();
  await expect(dialog.getByText('Color is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Hot lead');
  await dialog.getByLabel('Colour').fill('#c92a2a');
  await dialog.getByRole('button', { name: 'Create label' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Hot lead')).toBeVisible();

  // Find it in my-prospects by filter.
  await page.getByTestId('nav-profiles').click();
  await expect(page).toHaveURL(/\/profiles\/my-prospects/);
  await page.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Lead', exact: true }).click();
  await expect(page).toHaveURL(/relation=lead/);
  await expect(page.getByTestId('prospect-row')).toHaveCount(1);
  await expect(page.getByTestId('prospect-row')).toContainText(member.name);
  await expect(page.getByTestId('prospect-row').getByText('Hot lead')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'prospects');
  await page.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Customer', exact: true }).click();
  await expect(page.getByText('No prospect matches these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.getByLabel('Search prospects').fill(member.name.split(' ')[0]!);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId('prospect-row')).toHaveCount(1);

  // The prospect card: fields, relationship, timeline across channels.
  await page.getByTestId('prospect-row').getByRole('link', { name: member.name }).click();
  await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
  await expect(page.getByTestId('prospect-timeline')).toContainText('Received a Network message');
  await expect(page.getByTestId('prospect-timeline')).toContainText('Sent a Network message');
  await expectAccessibleInBothThemes(page, 'prospect card');
});

test('labels in workspace settings: list, edit with the colour rule, delete', async ({
  browser,
  request,
}) => {
  const world = await workspaceWithAccount(request);
  const page = await signedInPage(browser, world.token);
  await page.goto(`/preferences/workspace/labels/${world.spaceId}`);
  await expect(page.getByText('No labels yet')).toBeVisible();
  await page.getByRole('button', { name: 'New label' }).click();
  await expect(page).toHaveURL(/\/create-new$/);
  const dialog = page.getByRole('dialog', { name: 'Create a label' });
  await dialog.getByLabel('Name').fill('Partner');
  await dialog.getByLabel('Colour').fill('#ffe066');
  await dialog.getByRole('button', { name: 'Create label' }).click();
  const badge = page.getByTestId('label-row-Partner').getByText('Partner');
  await expect(badge).toHaveCSS('color', 'rgb(26, 27, 30)'); // light colour → dark text (luminance ≥ 60)
  await page.getByRole('button', { name: 'Edit Partner' }).click();
  await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}$/);
  await page.reload();
  const edit = page.getByRole('dialog', { name: 'Edit label' });
  await edit.getByLabel('Colour').fill('#1864ab');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('label-row-Partner').getByText('Partner')).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  ); // dark → white text
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete Partner' }).click();
  await expect(page.getByText('No labels yet')).toBeVisible();
});

test('mobile: /inbox goes to dialogs, then chat and info screens', async ({ browser, request }) => {
  const world = await workspaceWithAccount(request);
  const member = await memberWrites(request, world, 11, 'Can you send me the deck?');
  const page = await signedInPage(browser, world.token, { width: 390, height: 844 });
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/inbox\/dialogs/);
  await expect(page.getByTestId('inbox-unread-indicator')).toContainText('1');
  await page.getByTestId('conversation-row').filter({ hasText: member.name }).click();
  await expect(page).toHaveURL(/\/inbox\/chat\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('message-inbound')).toContainText('Can you send me the deck?');
  await expectAccessibleInBothThemes(page, 'inbox at 390 px');
  await page.getByRole('button', { name: 'Prospect info' }).click();
  await expect(page).toHaveURL(/\/inbox\/info\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('prospect-panel')).toContainText(member.name);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/inbox\/chat\//);

  // The list from the keyboard: arrows move between conversations, Enter opens one.
  const other = await memberWrites(request, world, 12, 'Is there a free trial?');
  await page.goto('/inbox/dialogs');
  const rows = page.getByTestId('conversation-row');
  await expect(rows).toHaveCount(2);
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  const second = (await rows.nth(1).getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inbox\/chat\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('message-inbound')).toContainText(
    second.includes(other.name) ? 'Is there a free trial?' : 'Can you send me the deck?',
  );
});

/** Screenshots (light, dark, 390 px mobile) of my-prospects, the prospect card and the inbox: `SCREENSHOTS=1`. */
test('screenshots: prospects, prospect card, inbox', async ({ browser, request }) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to capture screenshots');
  test.setTimeout(240_000);
  const world = await workspaceWithAccount(request);
  const texts = [
    'Sounds interesting, can you share pricing?',
    'Not right now, maybe next quarter.',
    'Thanks! Let us set up a call on Tuesday.',
    'Who else is using this in our industry?',
    'I am out of the office until Monday.',
  ];
  const members: Awaited<ReturnType<typeof memberWrites>>[] = [];
  for (const [i, text] of texts.entries()) members.push(await memberWrites(request, world, 20 + i, text));
  const label = await api<{ _id: string }>(
    request,
    'post',
    `/labels/create?space=${world.spaceId}`,
    world.token,
    { name: 'Hot lead', color: '#e8590c', is_shared: true },
  );
  await api(request, 'post', `/labels/create?space=${world.spaceId}`, world.token, {
    name: 'Partner',
    color: '#ffe066',
    is_shared: true,
  });
  const list = await api<{ items: { _id: string; full_name: string }[] }>(
    request,
    'get',
    `/profiles?space=${world.spaceId}`,
    world.token,
  );
  const target = list.items.find((p) => p.full_name === members[2]!.name)!;
  await request.put(`/api/profiles/${target._id}/labels?space=${world.spaceId}`, {
    headers: { authorization: `Bearer ${world.token}` },
    data: { labels: [label._id] },
  });
  await request.put(`/api/profiles/${target._id}/relation?space=${world.spaceId}`, {
    headers: { authorization: `Bearer ${world.token}` },
    data: { relation: 'lead' },
  });
  await request.post(`/api/profiles/${target._id}/notes?space=${world.spaceId}`, {
    headers: { authorization: `Bearer ${world.token}` },
    data: { text: 'Asked for a call on Tuesday; send the deck first.' },
  });

  // The target gets an email and a phone (sandbox enrichment), and a message with a file from us.
  await request.post(`/api/profiles/${target._id}/enrich?space=${world.spaceId}`, {
    headers: { authorization: `Bearer ${world.token}` },
  });
  const upload = await request.post(`/api/inbox/attachments?space=${world.spaceId}`, {
    headers: { authorization: `Bearer ${world.token}` },
    multipart: { file: { name: 'Leadloop-overview.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const uploaded = (await upload.json()) as { payload: { _id: string } };
  await api(request, 'post', `/inbox/send?space=${world.spaceId}`, world.token, {
    credentials_id: world.credentialId,
    profile_id: target._id,
    text: 'Here is a short overview before our call.',
    attachment_ids: [uploaded.payload._id],
  });

  // …and is in a campaign, so the card shows the engine's explanation of what happens next.
  const campaign = await api<{ _id: string }>(
    request,
    'post',
    `/workflows?space=${world.spaceId}`,
    world.token,
    {
      credentials_id: world.credentialId,
      name: 'Founders follow-up',
      sequence: [
        { type: 'view_profile' },
        { type: 'message', delay_days: 1, content: 'Thanks {first_name}' },
      ],
    },
  );
  await api(request, 'post', `/profiles/bulk?space=${world.spaceId}`, world.token, {
    action: 'move_to_campaign',
    ids: [target._id],
    workflow_id: campaign._id,
  });

  const OUT = 'apps/web/e2e/screenshots';
  const variants = [
    { name: 'light', theme: 'light', viewport: { width: 1366, height: 860 } },
    { name: 'dark', theme: 'dark', viewport: { width: 1366, height: 860 } },
    { name: 'mobile', theme: 'light', viewport: { width: 390, height: 844 } },
  ];
  for (const v of variants) {
    const page = await signedInPage(browser, world.token, v.viewport, v.theme);
    const shot = (name: string) => page.screenshot({ path: `${OUT}/${name}-${v.name}.png` });
    await page.goto('/profiles/my-prospects');
    await expect(page.getByTestId('prospect-row')).toHaveCount(5);
    await shot('my-prospects');
    await page.goto(`/profiles/my-prospects/${target._id}`);
    await expect(page.getByTestId('prospect-timeline')).toBeVisible();
    await expect(page.getByTestId('prospect-campaign')).toContainText('Founders follow-up');
    await shot('prospect-detail');
    await page.goto('/inbox');
    await expect(page.getByTestId('conversation-row').first()).toBeVisible();
    await shot('inbox-list');
    await page.getByTestId('conversation-row').filter({ hasText: target.full_name }).click();
    await expect(page.getByTestId('message-inbound')).toBeVisible();
    await page.getByTestId('composer-text').fill('Hi {first_name}, here is the deck ahead of Tuesday.');
    await shot('inbox-conversation');
    // The PDF is picked once (light); the other variants get it back as a pending upload of this prospect.
    const exe = { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') };
    const pdf = { name: 'Pricing-2026.pdf', mimeType: 'application/pdf', buffer: PDF };
    if (v.name !== 'light') await expect(page.getByTestId('attachment-ready')).toHaveCount(1);
    await page.locator('input[type=file]').setInputFiles(v.name === 'light' ? [pdf, exe] : [exe]);
    await expect(page.getByTestId('attachment-ready')).toHaveCount(1);
    await expect(page.getByTestId('attachment-error')).toHaveCount(1);
    await expect(page.getByTestId('message-attachments').first()).toBeVisible();
    await shot('inbox-attachments');
    await page.context().close();
  }
});
