/** The characters escaped in HTML text and quoted attributes; `&` first, so none is doubled. */
const ENTITIES: readonly [string, string][] = [
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
];

/** Text made safe for HTML text and quoted attributes. */
export const escapeHtml = (text: string) =>
  ENTITIES.reduce((out, [char, entity]) => out.replaceAll(char, entity), text);

/** The text back from escapeHtml's entities (also how sanitize-html writes attributes). */
export const unescapeHtml = (html: string) =>
  ENTITIES.reduceRight((out, [char, entity]) => out.replaceAll(entity, char), html);
