import { type Child, h, icon, icons, replace } from './dom.ts';

// What both public pages share: the page frame (header and main from the HTML), the loading
// and not-found views, cards, and the embed mode of the apply page.

/** A one-line message in a tone; an error is announced at once, the others politely. */
export function alertLine(tone: 'error' | 'success' | 'warning', text: string): HTMLElement {
  return h('p', { class: `alert ${tone}`, role: tone === 'error' ? 'alert' : 'status' }, text);
}

/** The page's <main>, written by the HTML so the frame paints before the script runs. */
export function mainElement(): HTMLElement {
  const main = document.getElementById('main');
  if (!main) throw new Error('The page has no #main');
  return main;
}

/** Shows `children` in main, and says the page is no longer busy. */
export function show(main: HTMLElement, ...children: Child[]): void {
  main.removeAttribute('aria-busy');
  replace(main, ...children);
}

export function loadingView(): HTMLElement[] {
  return [
    h('div', { class: 'skeleton hero-box' }),
    h('div', { class: 'skeleton block' }),
    h('span', { class: 'visually-hidden', role: 'status' }, 'Loading…'),
  ];
}

/** A centred message for a page that cannot be shown (unknown link, failure). */
export function emptyView(heading: string, text: string): HTMLElement {
  return h(
    'div',
    { class: 'empty' },
    icon(icons.linkOff),
    h('h1', null, heading),
    h('p', { class: 'muted' }, text),
  );
}

/** A titled card section. */
export function card(heading: string, ...children: Child[]): HTMLElement {
  return h('section', { class: 'card' }, h('h2', null, heading), ...children);
}

/** The campaign's art under its names (overline, title) and an optional line below. */
export function hero(
  art: string | null,
  overline: string | null,
  heading: string,
  below: Child = null,
): HTMLElement {
  return h(
    'div',
    { class: 'hero' },
    art ? h('img', { src: art, alt: '', fetchpriority: 'high' }) : null,
    h(
      'div',
      { class: 'hero-text' },
      overline ? h('p', { class: 'overline' }, overline) : null,
      h('h1', null, heading),
      below,
    ),
  );
}

/** A link that opens in a new tab, without giving the new page a handle on this one. */
export function externalLink(
  href: string,
  text: string,
  className = 'button outlined',
): HTMLElement {
  return h(
    'a',
    { href, target: '_blank', rel: 'noopener noreferrer', class: className },
    text,
    icon(icons.open),
  );
}

/** A path segment as written (a malformed escape is kept as it is, not thrown). */
export function pathSegment(pathname: string, index: number): string {
  const segment = pathname.split('/')[index] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The message that says the page's height, for the embed script on the host page. */
export const EMBED_HEIGHT_MESSAGE = 'apply-embed-height';

/**
 * Embed mode (`?embed=1`, the apply page in an iframe of apply-embed.js): no page chrome, a
 * transparent background, and the page's height posted to the parent on load and on every
 * change, so the frame fits its content. Answers whether the page is embedded.
 */
export function startEmbed(search: string, target: Window | null = window.parent): boolean {
  if (new URLSearchParams(search).get('embed') !== '1') return false;
  const root = document.documentElement;
  root.classList.add('embed');
  let last = -1;
  const post = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last || !target || target === window) return;
    last = height;
    target.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.body);
  window.addEventListener('load', post);
  post();
  return true;
}
