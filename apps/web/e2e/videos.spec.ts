import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM } from './chromium';
import {
  advance,
  api,
  expectAccessible,
  expectAccessibleInBothThemes,
  signedInPage,
  workspaceWithAccount,
} from './helpers';

/**
 * Issue 20 (personalised videos), the browser half. Chromium's fake camera and microphone record the
 * video; the scenario's website background is a local test site (EGRESS_ALLOW_HOSTS=127.0.0.1 in the
 * config). Run: npm run build && cd apps/web && E2E_PORT=4334 npx playwright test -c playwright.config.ts e2e/videos.spec.ts
 */
test.use({
  launchOptions: {
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';
/** SCREENSHOTS=1 also writes the constructor and the public page (light, dark, 390 px) to e2e/screenshots. */
const shoot = (page: Page, name: string) =>
  process.env.SCREENSHOTS
    ? page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true })
    : Promise.resolve();

const SEARCH_URL = 'https://www.linkedin.com/search/results/people/?keywords=saas%20founder';
let site: http.Server;
let siteUrl = '';

test.beforeAll(async () => {
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<html><body style="margin:0;background:#1864ab;color:#fff;font:72px sans-serif;padding:80px">Northwind Robotics — automation for warehouses</body></html>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
test.afterAll(() => site.close());

type Render = {
  _id: string;
  prospect_id: string | null;
  prospect_name: string | null;
  status: string;
  views: number;
};

test('record a video, build a website scenario, use it in a campaign, open the prospect’s page and see the view', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const world = await workspaceWithAccount(request, { firstName: 'Vera', workspace: 'Video Lab' });
  const q = `?space=${world.spaceId}`;
  const page = await signedInPage(browser, world.token);

  // The library's videos tab: empty at first.
  await page.goto(`/templates/videos${q}`);
  await expect(page.getByText('Record your first video')).toBeVisible();
  await page.getByRole('link', { name: 'New video' }).first().click();
  await expect(page).toHaveURL(/\/templates\/videos\/constructor/);
  await expect(page.getByRole('heading', { level: 1, name: 'New video' })).toBeVisible();

  // A name is required before anything is kept.
  await page.getByTestId('video-save').click();
  await expect(page.getByText('Video name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Website walk-through');

  // Record with the (fake) camera and microphone for about 3 seconds.
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByTestId('video-live')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop (3 s)' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Stop/ }).click();
  await expect(page.getByTestId('recording-summary')).toContainText('Recording of', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/templates\/videos\/constructor\/[0-9a-f-]{36}/);
  const videoId = page.url().match(/constructor\/([0-9a-f-]{36})/)![1]!;
  // 000 §2: the constructor has no navigation, only its way back to the videos
  await expect(page.getByRole('navigation')).toHaveCount(0);

  // The scenario: the website scene shows the test site behind the speaker, with the prospect's name.
  const scene = page.getByTestId('scene-0');
  const text = scene.getByLabel('On-screen text');
  await text.fill('Hi {First_name}');
  await expect(scene.getByText('Placeholder names must be lower case')).toBeVisible();
  await text.fill('Hi {first_name:there}, I looked at your site');
  await scene.getByLabel('Website').fill(siteUrl);
  await page.getByTestId('scene-1').getByLabel('Seconds').fill('1');
  await page.getByLabel('Button text').fill('Book a meeting');
  await page.getByLabel('Link').fill('https://cal.example.com/vera');
  await page.getByTestId('video-save').click();
  await expect(page.getByText('Video saved')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'videos: constructor');

  // A preview on the sample prospect renders with its progress, then links to its page.
  await page.getByTestId('render-preview').click();
  const preview = page.getByTestId('render-row').filter({ hasText: 'Sample prospect' });
  await expect(preview.getByText('Ready')).toBeVisible({ timeout: 90_000 });
  await expect(preview.getByText('fallback background')).toHaveCount(0);

  // The step editor's picker (issue 36): the video, with its picture, goes in at the cursor.
  const builder = await signedInPage(browser, world.token);
  await builder.goto(`/campaigns/marketplace${q}`);
  await builder
    .getByTestId('template-connectFollowUps')
    .getByRole('button', { name: 'Use this sequence' })
    .click();
  await builder.getByLabel('Campaign name').fill('Picked video');
  await builder.getByLabel('Search URL').fill(SEARCH_URL);
  await builder.getByRole('button', { name: 'Add search' }).click();
  await builder.getByRole('button', { name: 'Next', exact: true }).click();
  const message = builder.getByTestId('step-2').getByRole('textbox', { name: 'Message' });
  await message.fill('Hi , see you');
  await message.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 3));
  await builder.getByTestId('step-2').getByTestId('video-picker').click();
  const picked = builder.getByRole('button', { name: 'Insert the video Website walk-through' });
  await expect
    .poll(() => picked.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await picked.click();
  await expect(message).toHaveValue(`Hi {video:${videoId}}, see you`);
  await builder.context().close();

  // In a campaign step: each prospect gets their own render before the step goes out.
  await api(request, 'post', `/workflows${q}`, world.token, {
    credentials_id: world.credentialId,
    name: 'Video outreach',
    sequence: [
      { type: 'connection_request', content: `Hi {first_name}, a short video for you: {video:${videoId}}` },
    ],
    searches: [{ url: SEARCH_URL, limit: 2 }],
    status: 'active',
  });
  const renders = () =>
    api<{ items: Render[] }>(request, 'get', `/videos/${videoId}/renders${q}`, world.token);
  await expect
    .poll(
      async () => {
        await advance(request, world.token, world.spaceId, world.credentialId, 60_000);
        await api(request, 'post', '/test/jobs/run', world.token, { name: 'videos.sweep' });
        const all = (await renders()).items;
        return all.filter((r) => r.prospect_id && r.status === 'done').length;
      },
      { timeout: 180_000, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThan(0);
  const mine = (await renders()).items.find((r) => r.prospect_id && r.status === 'done')!;
  const firstName = mine.prospect_name!.split(' ')[0]!;

  // The prospect's public page: no navigation, their name, the player (seeking works), the CTA.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/v/${mine._id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(
    `Hi ${firstName}, I looked at your site`,
  );
  await expect(visitor.getByRole('navigation')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute(
    'href',
    'https://cal.example.com/vera',
  );
  const player = visitor.getByTestId('public-player');
  await player.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  await player.evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.5);
  });
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(1);
  await expectAccessible(visitor, 'videos: public page');
  await shoot(visitor, 'videos-public-light');
  await visitor.setViewportSize({ width: 390, height: 844 });
  await shoot(visitor, 'videos-public-mobile');

  // The view is recorded on the prospect's render, shown in the constructor.
  await expect.poll(async () => (await renders()).items.find((r) => r._id === mine._id)!.views).toBe(1);
  await page.reload();
  const row = page.getByTestId('render-row').filter({ hasText: mine.prospect_name! });
  await expect(row.getByTestId('render-stats')).toContainText('1 views');
  // …and on the prospect's card, in their activity.
  await page.goto(`/profiles/my-prospects/${mine.prospect_id}${q}`);
  await expect(page.getByTestId('prospect-timeline')).toContainText('Opened their video');
  await expect(page.getByTestId('prospect-timeline')).toContainText('Watched their video');
  await page.goBack();
  await shoot(page, 'videos-constructor-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'videos-constructor-mobile');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/templates/videos${q}`);
  await expect(page.getByTestId('video-card')).toHaveCount(1);
  await shoot(page, 'videos-library-light');
});
