// Usage (after `vite build`, as `npm run build` does): node apps/web/scripts/prerender-login.ts
// Writes dist/login.html: the built index.html with /login already rendered into #root and its
// styles in <head>, so a first visit paints the sign-in form from the HTML and one stylesheet.
// The app's scripts start when the visitor first uses the page (see startOnFirstUse). The server sends
// login.html for GET /login to visitors without theme settings (apps/server http/web-app.ts);
// everyone else gets index.html.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';
import { compressBeside } from '../precompress-plugin.ts';
import { TOKEN_STORAGE_KEY } from '../src/api/session/token.ts';
import { LANGUAGE_STORAGE_KEY } from '../src/app/i18n/languages.ts';
import type { PrerenderedPage } from '../src/app/prerender/login-prerender.tsx';
import {
  CLICK_REQUESTED_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_REQUESTED_ATTRIBUTE,
} from '../src/features/auth/logic/prerendered-form.ts';

const webRoot = join(import.meta.dirname, '..');
const dist = join(webRoot, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';
// Vite's entry script and the modulepreload links (its own and route-preload-plugin.ts's).
const MODULE_TAG =
  /\s*<(script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+)">(?:<\/script>)?/g;

/**
 * A classic deferred script that starts the app when the visitor first uses the page: a key, a
 * tap or a click, or input (an autofill). Until then the page is the prerendered HTML and one
 * stylesheet, and the phone's main thread is free: evaluating the app's entry (React, the
 * router, i18n) is one long task of a second on a slow phone, spent on a form the visitor may
 * only be reading. Typing needs no script (the inputs are native and the app adopts what was
 * typed); once the page is idle the scripts are fetched into the cache, not run, so starting
 * costs only their evaluation. A visitor the app already knows (a session, or a language other
 * than English) starts it at once: they are sent on, or see the page in their language.
 * Until the app adopts the form, a submit (Sign in, or Enter in a field) is held back and marked
 * on the form; the app then sends it (features/auth/logic/prerendered-form.ts).
 */
function startOnFirstUse(entry: string, preloads: string[]): string {
  return `// Written by apps/web/scripts/prerender-login.ts for login.html.
(function () {
  var files = ${JSON.stringify(preloads)};
  var started = false;
  // All links in one fragment, so the head changes once rather than once per file.
  var addToHead = function (rel, hrefs, withEntry) {
    var elements = document.createDocumentFragment();
    var add = function (tag, attributes) {
      var element = document.createElement(tag);
      element.crossOrigin = '';
      for (var name in attributes) element[name] = attributes[name];
      elements.appendChild(element);
    };
    hrefs.forEach(function (href) { add('link', { rel: rel, href: href }); });
    if (withEntry) add('script', { type: 'module', src: ${JSON.stringify(entry)} });
    document.head.appendChild(elements);
  };
  var start = function () {
    if (started) return;
    started = true;
    addToHead('modulepreload', files, true);
  };
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form.hasAttribute('${PRERENDERED_ATTRIBUTE}')) return;
    event.preventDefault();
    form.setAttribute('${SUBMIT_REQUESTED_ATTRIBUTE}', '');
    start();
  }, true);
  // A button clicked before the app answers (Show password) is clicked again once it does.
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('button[type="button"]');
    if (started && button && button.closest('form[${PRERENDERED_ATTRIBUTE}]')) {
      button.setAttribute('${CLICK_REQUESTED_ATTRIBUTE}', '');
    }
  }, true);
  ['keydown', 'pointerdown', 'touchstart', 'input'].forEach(function (type) {
    document.addEventListener(type, start, { capture: true, passive: true });
  });
  var known = false;
  try {
    var language = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
    known = !!localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}) || (!!language && language !== 'en');
  } catch (error) {
    // No storage (a private window): nobody is known.
  }
  if (known) {
    requestAnimationFrame(function () { setTimeout(start); });
    return;
  }
  window.addEventListener('load', function () {
    var idle = window.requestIdleCallback || function (run) { setTimeout(run, 200); };
    idle(function () {
      if (!started) addToHead('prefetch', files.concat(${JSON.stringify(entry)}), false);
    });
  });
})();
`;
}

/**
 * The built index.html with the page's markup in #root, its styles before </head>, and the
 * app's scripts behind `startScript`. Returns the page and the start script's content.
 */
function prerenderedDocument(indexHtml: string, page: PrerenderedPage) {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) {
    throw new Error(`dist/index.html has no ${EMPTY_ROOT} or </head> to fill`);
  }
  let entry = '';
  const preloads: string[] = [];
  const withoutModules = indexHtml.replace(MODULE_TAG, (_tag, kind: string, url: string) => {
    if (kind.startsWith('script')) entry = url;
    else preloads.push(url);
    return '';
  });
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const script = startOnFirstUse(entry, preloads);
  const scriptUrl = `/assets/login-start-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  const html = withoutModules
    .replace('</head>', () => `${page.styleTag}<script defer src="${scriptUrl}"></script></head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
  return { html, script, scriptUrl };
}

async function main() {
  // Production React, MUI and emotion, whose class names (no debug labels) are the ones the
  // built app generates, so its style cache adopts the prerendered rules.
  process.env.NODE_ENV = 'production';
  // Vite's own module loader, so the app's aliases and file types resolve as in the build.
  const vite = await createServer({
    mode: 'production',
    root: webRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = await vite.ssrLoadModule('/src/app/prerender/login-prerender.tsx');
    const prerenderLogin = module.prerenderLogin as (
      catalogue: Record<string, string>,
    ) => PrerenderedPage;
    const catalogue = JSON.parse(
      await readFile(join(webRoot, 'public/locales/en/translation.json'), 'utf8'),
    ) as Record<string, string>;
    const page = prerenderLogin(catalogue);
    const document = prerenderedDocument(await readFile(join(dist, 'index.html'), 'utf8'), page);
    const files = [join(dist, 'login.html'), join(dist, document.scriptUrl)];
    await writeFile(files[0] as string, document.html);
    await writeFile(files[1] as string, document.script);
    await Promise.all(files.map(compressBeside));
    console.log(
      `prerendered /login: ${page.html.length} B of markup, ${page.styleTag.length} B of styles`,
    );
  } finally {
    await vite.close();
  }
}

await main();
