import { expect, test } from '@playwright/test';
import { startDovecot, type Dovecot } from '../../server/src/test/dovecot';
import { startFakeSmtp, type FakeSmtp } from '../../server/src/test/fake-smtp';
import { api, signedInPage, workspaceWithAccount } from './helpers';

/**
 * Issue 15, email as a channel (SMTP + IMAP). Run:
 *   npm run build && cd apps/web && E2E_PORT=4314 npx playwright test -c playwright.config.ts e2e/email.spec.ts
 *
 * A private Dovecot (IMAP) and an SMTP server on 127.0.0.1, started here like the server tests do. Through the
 * UI the account's mailbox is connected (the server signs in to both); a campaign email goes out over SMTP;
 * a reply with the quoted email and a file is appended to the mailbox; the server's IMAP IDLE watcher
 * brings it in: the inbox shows it (quote folded, file listed) and the campaign's prospect is paused.
 */
const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';
const ME = 'sales@mailer.example';
const PASSWORD = 'imap-pass-1';

test('connect SMTP + IMAP, send from a campaign, a reply lands in the inbox and pauses the prospect', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  let dovecot: Dovecot | undefined;
  let smtp: FakeSmtp | undefined;
  try {
    dovecot = await startDovecot([{ user: ME, password: PASSWORD }]);
    smtp = await startFakeSmtp({ login: () => ({ username: ME, password: PASSWORD }) });
    const world = await workspaceWithAccount(request, { firstName: 'Mailer', workspace: 'Mail Co' });
    const q = `space=${world.spaceId}`;

    // A prospect with an email address, in a one-step email campaign.
    const member = await api<{ first_name: string; last_name: string }>(
      request,
      'post',
      '/test/sandbox/member_writes',
      world.token,
      { credentials_id: world.credentialId, offset: 3, text: 'Hello there' },
    );
    await api(request, 'post', `/inbox/sync?${q}`, world.token, { credentials_id: world.credentialId });
    const list = await api<{ items: { _id: string; full_name: string }[] }>(
      request,
      'get',
      `/profiles?${q}`,
      world.token,
    );
    const prospect = list.items.find((p) => p.full_name === `${member.first_name} ${member.last_name}`)!;
    await request.post(`/api/profiles/${prospect._id}/enrich?${q}`, {
      headers: { authorization: `Bearer ${world.token}` },
    });

    // Connect the mailbox through the account's settings.
    const page = await signedInPage(browser, world.token);
    await page.goto(`/settings/account?${q}&selectedCred=${world.credentialId}`);
    await page.getByTestId('connect-smtp').click();
    const form = page.getByTestId('smtp-form');
    await form.getByLabel('Sender email').fill(ME);
    await form.getByLabel('SMTP server').fill('127.0.0.1');
    await form.getByRole('textbox', { name: 'Port', exact: true }).first().fill(String(smtp.port));
    await form.getByLabel('Username', { exact: true }).fill(ME);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('mailbox-daily-limit').fill('40');
    await form.getByLabel('IMAP server').fill('127.0.0.1');
    await form.getByRole('textbox', { name: 'Port', exact: true }).nth(1).fill(String(dovecot.port));
    await form.getByLabel('Use TLS from the start (port 993)').uncheck({ force: true });
    await page.getByTestId('smtp-save').click();
    await expect(form).toBeHidden();
    const sync = page.getByTestId('mailbox-sync');
    // The server's watcher holds IMAP IDLE on it within seconds.
    await expect(sync).toHaveAttribute('data-sync', 'live', { timeout: 20_000 });
    await expect(page.getByTestId('mailbox-sent-today')).toContainText('0 / 40');

    const campaign = await api<{ _id: string }>(request, 'post', `/workflows?${q}`, world.token, {
      credentials_id: world.credentialId,
      name: 'Email intro',
      status: 'active',
      is_email_only: true,
      sequence: [
        { type: 'email', subject: 'Quick question', content: 'Hi {first_name}, are you the right person?' },
        { type: 'email', delay_days: 3, subject: 'Following up', content: 'Any thoughts?' },
      ],
    });
    await api(request, 'post', `/profiles/bulk?${q}`, world.token, {
      action: 'move_to_campaign',
      ids: [prospect._id],
      workflow_id: campaign._id,
    });
    await expect
      .poll(
        async () => {
          await api(request, 'post', '/test/engine/tick', world.token, { advance_ms: 5 * 60_000 });
          return smtp!.received.length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const sent = smtp.received[0]!;
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(sent.raw)![1]!;
    await page.reload();
    await expect(page.getByTestId('mailbox-sent-today')).toContainText('1 / 40');

    // The prospect answers (their mail client quotes ours and attaches a file).
    await dovecot.append(
      ME,
      PASSWORD,
      [
        `From: ${member.first_name} <${sent.to[0]}>`,
        `To: ${ME}`,
        'Subject: Re: Quick question',
        `Message-ID: <reply-${Date.now()}@prospect.example>`,
        `In-Reply-To: ${messageId}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="B"',
        '',
        '--B',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Yes, I am. Let us talk on Thursday.',
        '',
        `On Mon, 2 Mar 2026 at 09:00, Sales <${ME}> wrote:`,
        `> Hi ${member.first_name}, are you the right person?`,
        '--B',
        'Content-Type: application/pdf; name="requirements.pdf"',
        'Content-Disposition: attachment; filename="requirements.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF-1.4 requirements').toString('base64'),
        '--B--',
        '',
      ].join('\r\n'),
    );

    // Within seconds (IDLE), not at the 30-s sweep: the prospect's campaign is paused (got reply).
    const appended = Date.now();
    await expect
      .poll(
        async () => {
          const rows = await api<{ items: { prospect: { _id: string }; status: string }[] }>(
            request,
            'get',
            `/workflows/${campaign._id}/prospects?${q}`,
            world.token,
          ).catch(() => ({ items: [] }));
          return rows.items.find((r) => r.prospect._id === prospect._id)?.status ?? null;
        },
        { timeout: 15_000, intervals: [200] },
      )
      .toBe('paused');
    console.log(`append → campaign prospect paused: ${Date.now() - appended} ms`);

    await page.goto(`/inbox?${q}`);
    await page.getByTestId('conversation-row').filter({ hasText: member.first_name }).first().click();
    const reply = page.getByTestId('message-inbound').last();
    await expect(reply).toContainText('Let us talk on Thursday');
    await expect(reply.getByTestId('quoted-text')).toBeHidden();
    await expect(reply.getByTestId('message-attachments')).toContainText('requirements.pdf');
    await reply.getByTestId('toggle-quoted').click();
    await expect(reply.getByTestId('quoted-text')).toContainText('are you the right person?');
    await page.screenshot({ path: `${OUT}/email-thread-light.png` });

    await page.goto(`/settings/account?${q}&selectedCred=${world.credentialId}`);
    await expect(page.getByTestId('mailbox-sync')).toHaveAttribute('data-sync', 'live');
    await expect(page.getByTestId('mailbox-lag')).toBeVisible();
    await page.getByTestId('mailbox-sync').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/email-sending-light.png` });
    for (const [name, theme, viewport] of [
      ['dark', 'dark', { width: 1366, height: 900 }],
      ['mobile', 'light', { width: 390, height: 844 }],
    ] as const) {
      const other = await signedInPage(browser, world.token, viewport, theme);
      await other.goto(`/settings/account?${q}&selectedCred=${world.credentialId}`);
      await expect(other.getByTestId('mailbox-sync')).toBeVisible();
      await other.getByTestId('mailbox-sync').scrollIntoViewIfNeeded();
      await other.screenshot({ path: `${OUT}/email-sending-${name}.png` });
      await other.goto(`/inbox?${q}`);
      await other.getByTestId('conversation-row').filter({ hasText: member.first_name }).first().click();
      await other.getByTestId('toggle-quoted').last().click();
      await other.screenshot({ path: `${OUT}/email-thread-${name}.png` });
      await other.context().close();
    }
  } finally {
    await dovecot?.stop();
    await smtp?.close();
  }
});
