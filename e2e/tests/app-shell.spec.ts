import { expect, test, useSignedInSession } from '../support/fixtures.ts';

test('the built team app goes out compressed: hashed assets cached for good, the page revalidated', async ({
  request,
}) => {
  const page = await request.get('/', {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const entry = (await page.text()).match(
    /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/,
  )?.[1];
  expect(entry, 'index.html names its entry script').toBeTruthy();

  for (const encoding of ['br', 'gzip']) {
    const script = await request.get(entry ?? '', { headers: { 'accept-encoding': encoding } });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toBe(encoding);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-type']).toContain('javascript');
    // Playwright decodes the body: what arrives is the script itself.
    expect(await script.text()).toContain('import');
  }

  // /login goes out prerendered, compressed too, its start script cached for good as well.
  const login = await request.get('/login', {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  expect(login.headers()['content-encoding']).toBe('br');
  expect(login.headers()['cache-control']).toBe('no-cache');
  const html = await login.text();
  expect(html).toContain('Sign in to your account');
  const start = html.match(/<script defer src="(\/assets\/login-start-[^"]+\.js)"/)?.[1];
  expect(start, 'login.html names its start script').toBeTruthy();
  const startScript = await request.get(start ?? '');
  expect(startScript.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await startScript.text()).toContain(entry ?? 'the entry script');
});

test('toasts open below the header, so the account menu stays in reach while one shows', async ({
  page,
}) => {
  await useSignedInSession(page);
  await page.goto('/payments?status=pending');
  await page.locator('tbody tr').first().click();
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const toast = page.locator('.notistack-MuiContent').first();
  await expect(toast).toBeVisible();

  // In one look, while the toast is up: it sits below the header, and the point at the middle
  // of the avatar is the avatar's button, not the toast.
  const seen = await page.evaluate(() => {
    const shown = document.querySelector('.notistack-MuiContent')?.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    const avatar = document.querySelector('button[aria-label="Account"]')?.getBoundingClientRect();
    if (!shown || !header || !avatar) return null;
    const hit = document.elementFromPoint(
      avatar.x + avatar.width / 2,
      avatar.y + avatar.height / 2,
    );
    return {
      toastTop: shown.top,
      headerBottom: header.bottom,
      avatarReachable: Boolean(hit?.closest('button[aria-label="Account"]')),
    };
  });
  expect(seen, 'toast, header and avatar are on screen').not.toBeNull();
  expect(seen?.toastTop).toBeGreaterThanOrEqual(seen?.headerBottom ?? Number.POSITIVE_INFINITY);
  expect(seen?.avatarReachable).toBe(true);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});
