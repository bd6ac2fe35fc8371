import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_MAX_BYTES, sanitizeReceivedHtml } from './received-html.ts';
import { HOSTILE_HTML, HOSTILE_HTML_CASES, remoteReferencesIn } from './testing-hostile-html.ts';

describe('sanitizeReceivedHtml', () => {
  it.each(HOSTILE_HTML_CASES)('$name: no remote reference is left', ({ html }) => {
    const out = sanitizeReceivedHtml(html);
    expect(remoteReferencesIn(out.html)).toEqual([]);
    // What the case said besides its trap is still there.
    expect(out.html.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(0);
  });

  it('keeps the plain styles, links open in a new tab with no opener or referrer', () => {
    const out = sanitizeReceivedHtml(HOSTILE_HTML);
    expect(remoteReferencesIn(out.html)).toEqual([]);
    expect(out.html).toContain(
      '<a href="https://link.test/brief" style="color:#0b65c2" target="_blank" rel="noopener noreferrer">the brief</a>',
    );
    expect(out.html).toContain('color:#123456');
    expect(out.html).not.toMatch(/<style|<link|<meta|<base|<svg|<iframe|url\(|@import|srcset/i);
    expect(out.html).not.toContain('Offer');
  });

  it('turns remote images into numbered placeholders, their addresses kept aside', () => {
    const out = sanitizeReceivedHtml(
      '<img src="https://cdn.test/a.png" alt="a"><img src="https://cdn.test/b.png"><img src="https://cdn.test/a.png">',
    );
    expect(out.remoteImages).toEqual(['https://cdn.test/a.png', 'https://cdn.test/b.png']);
    expect(out.html).toBe(
      '<img alt="a" data-remote-image="0" /><img data-remote-image="1" /><img data-remote-image="0" />',
    );
    // A second pass (shown again from the database) keeps them and adds nothing.
    expect(sanitizeReceivedHtml(out.html, { remoteImages: out.remoteImages })).toEqual(out);
  });

  it('drops a placeholder the sender wrote', () => {
    const out = sanitizeReceivedHtml('<p>x</p><img data-remote-image="0">');
    expect(out).toEqual({ html: '<p>x</p>', remoteImages: [] });
  });

  it('shows cid: images of the message parts and small data: rasters, never SVG', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const out = sanitizeReceivedHtml(
      '<img src="cid:logo@x"><img src="cid:missing@x"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:image/png;base64,iVBORw0KGgo=">',
      { inlineImages: [{ contentId: '<logo@x>', contentType: 'image/png', content: png }] },
    );
    expect(out.html).toBe(
      `<img src="data:image/png;base64,${png.toString('base64')}" /><img src="data:image/png;base64,iVBORw0KGgo=" />`,
    );
  });

  it('drops a data: image over the size limit', () => {
    const big = Buffer.alloc(INLINE_IMAGE_MAX_BYTES + 10).toString('base64');
    expect(sanitizeReceivedHtml(`<img src="data:image/png;base64,${big}">`).html).toBe('');
  });
});
