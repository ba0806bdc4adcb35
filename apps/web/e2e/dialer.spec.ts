import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CHROMIUM } from './chromium';
import { api, confirmedUser, signedInPage } from './helpers';

/**
 * Issue 40, the browser half: buy a number through the cascade, call a sandbox number over WebRTC (the far
 * end is the server's carrier), mute and unmute, end, see the call in Recent calls and play its recording
 * with the waveform; the downloaded recording has sound on both sides and lasts as long as the timer said.
 * Chromium's fake microphone (a beep) is the caller. Calling without a number says 'Select number'. The
 * panel's settings icon then opens the Phone numbers page with the number bought.
 * Run: npm run build && cd apps/web && E2E_PORT=5504 npx playwright test -c playwright.config.ts e2e/dialer.spec.ts
 */
test.use({
  launchOptions: {
    ...CHROMIUM,
    args: [...CHROMIUM.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

/** The two channels of the carrier's 16-bit stereo WAV (caller left, far end right). */
function channels(bytes: Buffer) {
  const frames = (bytes.length - 44) / 4;
  const left = new Int16Array(frames);
  const right = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = bytes.readInt16LE(44 + i * 4);
    right[i] = bytes.readInt16LE(46 + i * 4);
  }
  return { left, right, seconds: frames / bytes.readUInt32LE(24) };
}
const rms = (s: Int16Array) => Math.sqrt(s.reduce((sum, v) => sum + v * v, 0) / Math.max(1, s.length));

test('dialer: buy a number, call, hear the far end, mute, end, replay the recording', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await confirmedUser(request, 'Dialer');
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, { name: 'Dialer test' });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  await api(request, 'post', `/test/space_tier?space=${space._id}`, token, { tier: 9 });
  const page = await signedInPage(browser, token);
  await page.goto(`/campaigns?space=${space._id}`);
  await page.getByRole('button', { name: 'Dialer' }).click();
  const panel = page.getByRole('dialog', { name: 'Dialer' });

  // No number yet: a call says so.
  const input = panel.getByRole('textbox', { name: 'Phone number' });
  await input.fill('+1 404 555 0123');
  await input.press('Enter');
  await expect(page.getByText('Select number')).toBeVisible();

  // The cascade: United States → Local → Florida → Miami (Tampa is sold out: disabled).
  await panel.getByRole('button', { name: 'New number' }).click();
  const modal = page.getByRole('dialog', { name: 'New number' });
  await modal.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'United States' }).click();
  await modal.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Local' }).click();
  await modal.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Florida' }).click();
  await modal.getByRole('combobox', { name: 'Region' }).click();
  await expect(page.getByRole('option', { name: 'Tampa (0 numbers left)' })).toHaveAttribute(
    'data-combobox-disabled',
    'true',
  );
  await page.getByRole('option', { name: 'Miami (40 numbers left)' }).click();
  await expect(modal.getByTestId('number-price')).toHaveText(
    'Installation 10 credits, then 15 credits per month',
  );
  await modal.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Number has been successfully purchased')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Call from number' })).toHaveValue('+13055550100');
  await expect(
    panel.getByText('The history of your calls from the selected number will appear here'),
  ).toBeVisible();

  // The call: connecting, then a ticking timer; mute and unmute; end.
  await input.press('Enter');
  const status = panel.getByTestId('call-status');
  await expect(status).toHaveText(/^00:0[1-9]$/, { timeout: 15_000 });
  await expect(panel.getByText('+13055550100')).toBeVisible();
  const mute = panel.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(panel.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText(/^00:0[3-9]$/);
  await panel.getByRole('button', { name: 'Unmute' }).click();
  await expect(panel.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
  await expect(status).toHaveText(/^00:0[4-9]$/);
  const timer = await status.textContent();
  await panel.getByRole('button', { name: 'End call' }).click();
  const shown = Number(timer!.split(':')[1]);

  // Recent calls: the call on top; its info popup plays the recording with the waveform.
  await expect(panel.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  const entry = panel.getByRole('listitem').filter({ hasText: '+14045550123' });
  await expect(entry).toContainText('Outgoing');
  await expect(entry).toContainText('just now');
  await entry.click();
  const info = page.getByRole('dialog', { name: 'Call details' });
  await expect(info.getByTestId('waveform')).toHaveAttribute('data-ready', 'true');
  await info.getByRole('button', { name: 'Play' }).click();
  await expect(info.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(info.getByTestId('player-time')).toHaveText(/^00:0[1-9]$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    info.getByRole('button', { name: 'Download recording' }).click(),
  ]);
  const wav = channels(fs.readFileSync((await download.path())!));
  expect(rms(wav.right), 'the far end is heard').toBeGreaterThan(500);
  expect(rms(wav.left), 'the caller is heard').toBeGreaterThan(100);
  expect(Math.abs(wav.seconds - shown)).toBeLessThanOrEqual(1);

  // The panel's settings icon leads to the numbers' page (dialer-manage): the number bought, where it is.
  // (Escape closes the popup and the panel under it: neither is in a Mantine stack.)
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Dialer' }).click();
  await panel.getByRole('link', { name: 'Manage numbers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phone numbers' })).toBeVisible();
  await expect(page.getByTestId('phone-row')).toContainText('+13055550100');
  await expect(page.getByTestId('phone-row')).toContainText('Miami');
});
