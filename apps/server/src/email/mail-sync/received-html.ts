import sanitizeHtml from 'sanitize-html';

/**
 * HTML of mail received from outside (and of every message shown in Mailings), made safe to
 * show: an allow-list (sanitize-html) that keeps formatting, tables, links and images that
 * need no request, and drops every reference that would load something from elsewhere when
 * the message is opened (a read receipt for the sender, a tracker, a font, a stylesheet).
 *
 * - <style>, <link>, <meta>, <base>, SVG, MathML, forms, media and frames are not allowed;
 *   comments (Outlook's conditional comments among them) are dropped.
 * - Inline styles keep listed properties whose value is plain: no url(), image-set(), no
 *   function but rgb/hsl/calc, no CSS escape, no @, no comment.
 * - Attributes are allow-listed per tag: no srcset, background, poster, lowsrc, dynsrc.
 * - <img>: a `cid:` image of the message's own parts and a `data:` raster image become
 *   `data:` (up to a size); a remote image becomes a placeholder whose address is kept
 *   outside the HTML (`remoteImages`), loaded only through the product's proxy on a click.
 * - Links stay clickable and open in a new tab with no opener and no referrer.
 */

/** A part of the message an `<img src="cid:...">` may show. */
export type InlineImage = { contentId: string; contentType: string; content: Uint8Array };

export type ReceivedHtml = {
  html: string;
  /** Addresses of the remote images, by the index of their `data-remote-image` placeholder. */
  remoteImages: string[];
};

/** One `data:` image shown inline, and all of a message's together (decoded bytes). */
export const INLINE_IMAGE_MAX_BYTES = 256 * 1024;
export const INLINE_IMAGES_TOTAL_MAX_BYTES = 1024 * 1024;

/** Raster types only: an image type a browser shows without running or fetching anything. */
const RASTER_TYPES = /^image\/(?:png|jpe?g|gif|webp)$/i;
const DATA_IMAGE = /^data:(image\/[a-z.+-]+);base64,([a-z0-9+/=\s]+)$/i;

/** A plain CSS value: words, numbers, colours, and only the functions rgb/hsl/calc. */
const PLAIN_CSS_VALUE = /^(?:[^()\\@/<>{};]|\/(?!\*)|(?:rgba?|hsla?|calc)\([^()\\@<>{};]*\))*$/i;

const SIDES = ['', '-top', '-right', '-bottom', '-left'];
const STYLE_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'white-space',
  'word-break',
  'word-wrap',
  'overflow-wrap',
  'vertical-align',
  'direction',
  'width',
  'height',
  'max-width',
  'min-width',
  'max-height',
  'min-height',
  'display',
  'float',
  'clear',
  'overflow',
  'text-overflow',
  'table-layout',
  'border-collapse',
  'border-spacing',
  'border-radius',
  'list-style-type',
  'list-style-position',
  'opacity',
  'box-sizing',
  ...SIDES.map((side) => `margin${side}`),
  ...SIDES.map((side) => `padding${side}`),
  ...SIDES.flatMap((side) =>
    ['', '-color', '-style', '-width'].map((part) => `border${side}${part}`),
  ),
];
const allowedStyles = Object.fromEntries(
  STYLE_PROPERTIES.map((property) => [property, [PLAIN_CSS_VALUE]]),
);

const TABLE_CELL = ['width', 'height', 'colspan', 'rowspan', 'valign', 'bgcolor', 'align'];

const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center', 'del', 'ins', 'big'],
  allowedAttributes: {
    '*': ['style', 'align', 'dir', 'title', 'lang'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'data-remote-image'],
    font: ['color', 'face', 'size'],
    table: ['width', 'border', 'cellpadding', 'cellspacing', 'bgcolor'],
    tr: ['bgcolor', 'valign'],
    td: TABLE_CELL,
    th: TABLE_CELL,
    ol: ['start', 'type'],
    ul: ['type'],
  },
  allowedStyles: { '*': allowedStyles },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text of these is not mail text (a <title> would show as the first line).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xml'],
};

type Options = {
  /** The message's own parts, for `cid:` images. */
  inlineImages?: readonly InlineImage[];
  /** Remote images found before (a stored message's): placeholders keep their index. */
  remoteImages?: readonly string[];
};

const contentIdOf = (value: string) => value.replace(/^cid:/i, '').replace(/^<|>$/g, '').trim();

export function sanitizeReceivedHtml(html: string, options: Options = {}): ReceivedHtml {
  const remoteImages = [...(options.remoteImages ?? [])];
  const known = remoteImages.length;
  const inline = new Map(
    (options.inlineImages ?? []).map((image) => [contentIdOf(image.contentId), image]),
  );
  let inlineBytes = 0;
  const fits = (bytes: number) => {
    if (bytes > INLINE_IMAGE_MAX_BYTES || inlineBytes + bytes > INLINE_IMAGES_TOTAL_MAX_BYTES)
      return false;
    inlineBytes += bytes;
    return true;
  };

  const image = (src: string): Record<string, string> => {
    if (/^cid:/i.test(src)) {
      const part = inline.get(contentIdOf(src));
      if (!part || !RASTER_TYPES.test(part.contentType) || !fits(part.content.byteLength))
        return {};
      const base64 = Buffer.from(part.content).toString('base64');
      return { src: `data:${part.contentType.toLowerCase()};base64,${base64}` };
    }
    const data = DATA_IMAGE.exec(src);
    if (data) {
      const [, type = '', base64 = ''] = data;
      const bytes = Math.floor((base64.replace(/\s+/g, '').length * 3) / 4);
      return RASTER_TYPES.test(type) && fits(bytes) ? { src: src.replace(/\s+/g, '') } : {};
    }
    if (/^https?:\/\//i.test(src)) {
      let index = remoteImages.indexOf(src);
      if (index < 0) index = remoteImages.push(src) - 1;
      return { 'data-remote-image': String(index) };
    }
    return {};
  };

  const clean = sanitizeHtml(html, {
    ...BASE_OPTIONS,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
      }),
      img: (tagName, attribs) => {
        const { src, 'data-remote-image': placeholder, ...rest } = attribs;
        // A placeholder from an earlier pass keeps its index; one written by the sender
        // names nothing (its index is not one of the message's remote images).
        const index = Number(placeholder);
        const kept =
          placeholder !== undefined && Number.isInteger(index) && index >= 0 && index < known
            ? { 'data-remote-image': String(index) }
            : src
              ? image(src.trim())
              : {};
        return { tagName, attribs: { ...rest, ...kept } };
      },
    },
    // An image left with nothing to show (a remote reference it cannot keep) is dropped.
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !frame.attribs.src && frame.attribs['data-remote-image'] === undefined,
  });
  return { html: clean, remoteImages };
}
