import type { Page } from '@playwright/test';
import { HOSTILE_HTML } from '../../apps/server/src/email/mail-sync/testing-hostile-html.ts';
import { dovecotForFile } from '../support/file-servers.ts';
import { expect, test, useSignedInSession } from '../support/fixtures.ts';

// Reading mail in the browser (issue 29): a 12-message thread opens at its newest message,
// older ones folded to a line, on a desktop and on a phone; a hostile HTML message makes the
// browser request nothing outside the app, remote images included until asked for (and then
// they come through the app's own server).
const dovecot = dovecotForFile();

const SCREENSHOTS = process.env.MAILINGS_SCREENSHOTS;

/** Every request the page makes that does not go to the app (data: and about: are local). */
function outsideRequests(page: Page, appOrigin: string): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('about:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== appOrigin) outside.push(url);
  });
  return outside;
}

/** The screen as it is, then in the dark theme (MAILINGS_SCREENSHOTS=dir, by hand). */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-light.png` });
  const { hostname } = new URL(page.url());
  const cookie = { name: 'app-settings', domain: hostname, path: '/' };
  await page
    .context()
    .addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify({ mode: 'dark' })) }]);
  await page.reload();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-dark.png` });
  await page
    .context()
    .addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify({ mode: 'light' })) }]);
}

function message(o: {
  from: string;
  to: string;
  subject: string;
  id: string;
  inReplyTo?: string;
  date: Date;
  html?: string;
  text?: string;
}) {
  return [
    `From: ${o.from}`,
    `To: ${o.to}`,
    `Subject: ${o.subject}`,
    `Message-ID: ${o.id}`,
    ...(o.inReplyTo ? [`In-Reply-To: ${o.inReplyTo}`, `References: ${o.inReplyTo}`] : []),
    `Date: ${o.date.toUTCString()}`,
    `Content-Type: ${o.html ? 'text/html' : 'text/plain'}; charset=utf-8`,
    '',
    o.html ?? o.text ?? '',
    '',
  ].join('\r\n');
}

test('a 12-message thread opens at its newest message, loading nothing from outside the app', async ({
  page,
  api,
  baseURL,
}) => {
  const stamp = `${Date.now() % 1e8}`;
  const manager = `reader${stamp}@studio.test`;
  const creatorEmail = `nova${stamp}@creator.test`;
  await api.createTwitchCreator(`nova${stamp}`, { email: creatorEmail, name: 'Nova Lane' });
  const account = await api.addSenderAccount(
    { email: manager, name: 'Reader' },
    { port: 2525, user: 'reader', password: 'unused-password' },
    dovecot(),
  );

  // 12 messages, alternating; the newest (the creator's) is hostile HTML.
  const subject = `Launch plan ${stamp}`;
  const start = Date.now() - 12 * 3600_000;
  const raws: string[] = [];
  let previous: string | undefined;
  for (let i = 0; i < 12; i += 1) {
    const fromCreator = i % 2 === 0 || i === 11;
    const id = `<launch-${stamp}-${i}@mail.test>`;
    raws.push(
      message({
        from: fromCreator ? `Nova Lane <${creatorEmail}>` : `Reader <${manager}>`,
        to: fromCreator ? manager : creatorEmail,
        subject: i === 0 ? subject : `Re: ${subject}`,
        id,
        inReplyTo: previous,
        date: new Date(start + i * 3600_000),
        ...(i === 11
          ? { html: `<p>Newest words ${stamp}: Steam would be best.</p>${HOSTILE_HTML}` }
          : { text: `Message ${i + 1} of the plan, with some detail about the stream schedule.` }),
      }),
    );
    previous = id;
  }
  await dovecot().append('INBOX', raws);
  await api.post('/mailing/account/sync', { id: account.id });

  await useSignedInSession(page);
  const appOrigin = new URL(baseURL ?? '').origin;
  const outside = outsideRequests(page, appOrigin);

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/mailings');
    // Search finds the thread by a word of a body.
    await page
      .getByRole('searchbox', { name: 'Search threads' })
      .fill(`Steam would be best ${stamp}`);
    const thread = page
      .getByRole('list', { name: 'Threads' })
      .getByRole('button', { name: new RegExp(subject) });
    await expect(thread).toBeVisible();
    await expect(thread.locator('mark').filter({ hasText: /^Steam$/ })).toHaveCount(1);
    await thread.click();

    const articles = page.getByRole('article', { name: 'Message from Nova Lane' });
    await expect(page.getByRole('article')).toHaveCount(12);
    const newest = page.getByRole('article').last();
    await expect(newest.locator('iframe')).toBeVisible();
    await expect(newest).toBeInViewport();
    // Older ones are one line each, and open on a click.
    await expect(page.getByRole('article').locator('button[aria-expanded="false"]')).toHaveCount(
      11,
    );
    const frame = newest.frameLocator('iframe');
    await expect(frame.getByText(`Newest words ${stamp}`)).toBeVisible();
    await expect(frame.getByRole('link', { name: 'the brief' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await articles.first().locator('button[aria-expanded="false"]').click();
    await expect(articles.first().getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(page.getByRole('article').locator('button[aria-expanded="false"]')).toHaveCount(
      10,
    );
    if (SCREENSHOTS) {
      await page.goto('/mailings');
      await page.getByRole('searchbox', { name: 'Search threads' }).fill(`Steam ${stamp}`);
      await page.screenshot({ path: `${SCREENSHOTS}/search-${viewport.width}.png` });
      await thread.click();
      await expect(newest).toBeInViewport();
      await screenshots(page, `thread-${viewport.width}`);
    }
  }
  // Nothing was requested outside the app: no tracker, stylesheet, font or image.
  expect(outside).toEqual([]);

  // Asked for, remote images come through the app's own server, never from the browser.
  const proxied = page.waitForRequest((request) => request.url().includes('/remote-images/'));
  await page
    .getByRole('article')
    .last()
    .getByRole('button', { name: 'Show remote images' })
    .click();
  expect(new URL((await proxied).url()).origin).toBe(appOrigin);
  expect(outside).toEqual([]);
});
