import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.ts';
import { adminCredentials } from '../support/server.ts';

type WorkflowRow = { influencer: { mediaName: string }; inviteUrl: string | null };
type Violation = { directive: string; blocked: string; source: string; frame: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Records every Content-Security-Policy violation the context's pages meet: the
 * securitypolicyviolation events (an init script stores them on window) and Chromium's
 * console reports ("Refused to ... because it violates the following Content Security Policy
 * directive"), which also cover frames where no script runs, such as the sandboxed email
 * preview.
 */
async function watchViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        frame: location.href,
      });
    });
  });
  const consoleReports: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return {
    consoleReports,
    /** The violations recorded on the page's frames, read before the page navigates away. */
    async read(page: Page): Promise<Violation[]> {
      const found: Violation[] = [];
      for (const frame of page.frames()) {
        const list = await frame.evaluate(() => window.__cspViolations ?? []).catch(() => []);
        found.push(...list);
      }
      return found;
    },
  };
}

test('the team app and the public invite page run under the strict CSP without a violation', async ({
  browser,
  api,
  baseURL,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const campaign = await api.createCampaign(`Policy ${stamp}`, {
    name: `Policy ${stamp}`,
    brief: 'Play it on stream.',
  });
  const login = `csp${stamp}`;
  const creator = await api.createTwitchCreator(login);
  await api.inviteToCampaign(campaign.id, [creator.id]);
  const rows = await api.post<{ items: WorkflowRow[] }>(
    `/campaign/${campaign.id}/influencers/list`,
    {},
  );
  const inviteUrl = rows.items.find((r) => r.influencer.mediaName === login)?.inviteUrl ?? '';
  expect(inviteUrl).toMatch(/\/invite\/[\w-]{16,}$/);

  const team = await browser.newContext();
  const teamWatch = await watchViolations(team);
  const page = await team.newPage();
  const violations: Violation[] = [];

  const document = await page.goto('/login');
  const policy = document?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible();
  violations.push(...(await teamWatch.read(page)));

  const visits: [string, RegExp][] = [
    ['/influencers', new RegExp(login)],
    ['/campaigns', new RegExp(`Policy ${stamp}`)],
    [`/campaigns/${campaign.id}/view`, new RegExp(`Policy ${stamp}`)],
    ['/settings', new RegExp(`Policy ${stamp}`)],
  ];
  for (const [url, shows] of visits) {
    await page.goto(url);
    await expect(
      page.getByRole('main').getByText(shows).filter({ visible: true }).first(),
    ).toBeVisible();
    violations.push(...(await teamWatch.read(page)));
  }

  // The email preview: untrusted HTML in a sandboxed srcdoc frame, which inherits the policy.
  await page.goto(`/campaigns/${campaign.id}/view?tab=email-templates&template=invite`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Email preview' });
  await expect(preview.locator('iframe')).toBeVisible();
  await expect(preview.frameLocator('iframe').locator('body')).not.toBeEmpty();
  violations.push(...(await teamWatch.read(page)));

  // The API reference (Swagger UI) is served under the same policy.
  await page.goto('/api/docs');
  await expect(page.getByText('CreatorHub API').first()).toBeVisible();
  violations.push(...(await teamWatch.read(page)));

  // The public invite page, signed out, as a creator opens it.
  const creatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const creatorWatch = await watchViolations(creatorContext);
  const creatorPage = await creatorContext.newPage();
  await creatorPage.goto(new URL(inviteUrl, baseURL).toString());
  await expect(creatorPage.getByText('Play it on stream.')).toBeVisible();
  violations.push(...(await creatorWatch.read(creatorPage)));

  expect(violations).toEqual([]);
  expect([...teamWatch.consoleReports, ...creatorWatch.consoleReports]).toEqual([]);
  await team.close();
  await creatorContext.close();
});
