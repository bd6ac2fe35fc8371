import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';

/** Rules asserted whatever axe's impact says. */
const alwaysAsserted = new Set(['heading-order']);
const serious = new Set(['serious', 'critical']);
/**
 * What the dark theme can break: it changes the palette, not the markup or the layout, so the
 * light walk's every-rule audit of the same screens covers the rest. Every rule again in dark
 * cost a third more of each dark walk's CPU and could find nothing new.
 */
const paletteRules = ['color-contrast', 'link-in-text-block'];

export type ThemeMode = 'light' | 'dark';

/**
 * The violations that fail the check, one readable line per rule and node. In `dark` mode only
 * the palette's rules run (a walk of the same screens in light runs them all).
 */
export async function audit(
  page: Page,
  screen: string,
  mode: ThemeMode = 'light',
): Promise<string[]> {
  // Cards and dialogs fade in: let every animation settle so contrast is measured at rest.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  // An email's own HTML shows in a frame with an empty sandbox: no script runs there, so axe
  // cannot either (it would wait for ever), and the email is the sender's content, not ours.
  const axe = new AxeBuilder({ page }).exclude('iframe[sandbox=""]');
  if (mode === 'dark') axe.withRules(paletteRules);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => serious.has(v.impact ?? '') || alwaysAsserted.has(v.id))
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${screen}: ${v.id} (${v.impact}) ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`,
      ),
    );
}

/** A browser context in the light (default) or dark mode, as the settings cookie says. */
export async function openContext(browser: Browser, baseURL: string, mode: ThemeMode) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  // Light is the default: without a settings cookie, /login is the build's prerendered page.
  if (mode === 'light') return context;
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    {
      name: 'app-settings',
      value: encodeURIComponent(JSON.stringify({ mode })),
      domain: hostname,
      path: '/',
    },
  ]);
  return context;
}
