import { TEMPLATE_VARIABLE_PATTERN, templateVariables } from '@app/contract';

// Saved email HTML carries variables as `{{name}}` text, which the server fills when it sends.
// In the visual editor each known variable is a chip: an inline atom written as
// `<span data-variable="name">{{name}}</span>`. These functions move between the two forms.

/** The attribute that marks a variable chip in the editor's HTML. */
export const VARIABLE_ATTRIBUTE = 'data-variable';

const knownNames = new Set<string>(templateVariables.map((v) => v.name));
export const isTemplateVariable = (name: string) => knownNames.has(name);

/** An inert fragment: parsing it runs no script and loads no image. */
function parseFragment(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** A chip element for `name`, as the editor's schema parses it. */
function chipElement(name: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.setAttribute(VARIABLE_ATTRIBUTE, name);
  span.textContent = `{{${name}}}`;
  return span;
}

/**
 * Saved HTML -> the editor's HTML: each known `{{name}}` in text becomes a chip. Variables
 * inside attributes (`href="{{inviteLink}}"`) stay as they are, and unknown names stay text
 * so the editor shows them as typed and the check before saving names them.
 */
export function toEditorHtml(html: string): string {
  const fragment = parseFragment(html);
  for (const node of textNodes(fragment.content)) {
    const text = node.data;
    const matches = [...text.matchAll(TEMPLATE_VARIABLE_PATTERN)].filter((m) =>
      isTemplateVariable(m[1] ?? ''),
    );
    if (matches.length === 0) continue;
    const parts: Node[] = [];
    let at = 0;
    for (const match of matches) {
      const start = match.index ?? 0;
      if (start > at) parts.push(document.createTextNode(text.slice(at, start)));
      parts.push(chipElement(match[1] ?? ''));
      at = start + match[0].length;
    }
    if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
    node.replaceWith(...parts);
  }
  return fragment.innerHTML;
}

/**
 * The editor's HTML -> saved HTML: each chip becomes `{{name}}` text again, and an empty
 * paragraph keeps its line (a `<br>`), as it looked in the editor: mail clients collapse an
 * empty `<p></p>`.
 */
export function fromEditorHtml(html: string): string {
  const fragment = parseFragment(html);
  for (const chip of fragment.content.querySelectorAll(`span[${VARIABLE_ATTRIBUTE}]`)) {
    const name = chip.getAttribute(VARIABLE_ATTRIBUTE) ?? '';
    chip.replaceWith(document.createTextNode(`{{${name}}}`));
  }
  for (const paragraph of fragment.content.querySelectorAll('p')) {
    if (paragraph.childNodes.length === 0) paragraph.append(document.createElement('br'));
  }
  return fragment.innerHTML;
}

// What the visual editor keeps of each element: its schema (StarterKit without code, an
// inline image, variable chips) plus the style/align/dir attributes the editor carries along.
const BLOCK = ['style', 'align', 'dir'];
const kept: Record<string, readonly string[]> = {
  p: BLOCK,
  h1: BLOCK,
  h2: BLOCK,
  h3: BLOCK,
  h4: BLOCK,
  h5: BLOCK,
  h6: BLOCK,
  blockquote: BLOCK,
  ul: BLOCK,
  ol: [...BLOCK, 'start', 'type'],
  li: BLOCK,
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  del: [],
  br: [],
  hr: [],
  a: ['href', 'target', 'rel', 'title', 'style'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style'],
  // Plain wrappers: their content is kept, and they carry nothing else.
  div: [],
  span: [VARIABLE_ATTRIBUTE],
};
// Classes do nothing in a sent email (the sanitizer drops <style>), so losing one loses nothing.
const ignoredAttributes = new Set(['class']);

/**
 * What the visual editor would drop from this HTML, e.g. `<table>` or `style on <span>`, each
 * once, in document order. Empty: the visual editor keeps everything that shows in the email.
 */
export function unsupportedMarkup(html: string): string[] {
  const found: string[] = [];
  const add = (item: string) => {
    if (!found.includes(item)) found.push(item);
  };
  for (const element of parseFragment(html).content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    const attributes = kept[tag];
    if (!attributes) {
      add(`<${tag}>`);
      continue;
    }
    for (const { name } of element.attributes) {
      if (!attributes.includes(name) && !ignoredAttributes.has(name)) add(`${name} on <${tag}>`);
    }
  }
  return found;
}
