import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The creators' apply page (its own small bundle, not the team app) on a phone, and the embed
// snippet on another site's page: an iframe that fits its content, allowed by the lead
// magnet's origins only.

/** axe's serious and critical findings (as accessibility.spec.ts), with heading order. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 120)}`));
}

/** A site of its own (another origin than the app) serving `html` at /. */
async function hostPage(html: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

test('a creator applies on a phone; the embed snippet shows the form on an allowed site', async ({
  browser,
  api,
  baseURL,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const slug = `apply-${stamp}`;
  const campaign = await api.createCampaign(`Starfall ${stamp}`, {
    name: `Starfall ${stamp}`,
    brief: 'Play the first mission on stream.',
  });
  const snippet = `<a href="${baseURL}/apply/${slug}" data-apply-embed>Apply for Starfall</a><script async src="${baseURL}/apply-embed.js"></script>`;
  const host = await hostPage(
    `<!doctype html><html lang="en"><title>Starfall</title><h1>Starfall</h1>${snippet}<p id="after">After the form</p></html>`,
  );
  try {
    await api.post(`/lead-magnet/campaign/${campaign.id}`, {
      type: 'embeddable_form',
      slug,
      title: 'Play Starfall first',
      intro: 'Apply with your channel.',
      fields: [
        { key: 'country', label: 'Country', type: 'select', required: true, options: ['FR', 'US'] },
      ],
      allowedOrigins: [host.origin],
      // A person looks at each submission: the creator is told it was received.
      settings: { autovalidate: false, autoinvite: false },
    });

    // The phone asks for dark colours; the site below is light: axe reads both.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
    });
    const page = await phone.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${baseURL}/apply/${slug}`);
    await expect(page.getByRole('heading', { name: 'Play Starfall first' })).toBeVisible();
    // Its own bundle: no team app script.
    expect(scripts.some((url) => /\/assets\/(index|main)-/.test(url))).toBe(false);

    await page.getByRole('textbox', { name: 'Email' }).fill('nova');
    await page.getByRole('textbox', { name: 'Channel URL' }).fill('https://example.com/nova');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Unsupported channel URL')).toBeVisible();
    await expect(page.getByText('Country is required')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Email' }).fill(`nova${stamp}@creators.example`);
    await page.getByRole('textbox', { name: 'Channel URL' }).fill(`youtube.com/@nova${stamp}`);
    await page.getByRole('combobox', { name: 'Country' }).selectOption('FR');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('heading', { name: 'Thanks, your application was received' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?submission=[\w-]{16,}$/);
    expect(await axeFindings(page)).toEqual([]);
    // A reload shows the same submission, not the form.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Thanks, your application was received' }),
    ).toBeVisible();
    await phone.close();

    // The snippet on the game's site: the link becomes a frame as tall as the form.
    const site = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const hostTab = await site.newPage();
    await hostTab.goto(host.origin);
    const frame = hostTab.locator('iframe');
    await expect(frame).toHaveAttribute('src', `${baseURL}/apply/${slug}?embed=1`);
    await expect(frame).toHaveAttribute('title', 'Apply for Starfall');
    const form = hostTab.frameLocator('iframe');
    await expect(form.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expect(form.locator('.site-header')).toBeHidden();
    // The frame takes the form's height (not its 640 px default), so nothing scrolls inside.
    await expect
      .poll(async () => {
        const box = await frame.boundingBox();
        const content = await form.locator('html').evaluate((html) => html.scrollHeight);
        return Math.abs((box?.height ?? 0) - content);
      })
      .toBeLessThanOrEqual(2);
    expect((await frame.boundingBox())?.height).not.toBe(640);
    // axe reads the framed form too.
    expect(await axeFindings(hostTab)).toEqual([]);
    await site.close();
  } finally {
    host.server.close();
  }
});
