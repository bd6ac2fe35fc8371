/** A text edit: the new text and where the caret goes afterwards. */
export type TextEdit = { value: string; caret: number };

function clamp(n: number, max: number): number {
  return Math.min(Math.max(0, n), max);
}

/**
 * Replaces the selection [start, end) with `insert` and puts the caret after it, the way a
 * typed character would. Out-of-range or reversed positions are clamped, so a stale selection
 * from a re-render still lands inside the text.
 */
export function insertAtSelection(
  value: string,
  start: number,
  end: number,
  insert: string,
): TextEdit {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}

/**
 * Wraps the selection in `before` and `after` (e.g. `<strong>`, `</strong>`). With nothing
 * selected the caret lands between the two, ready to type.
 */
export function wrapSelection(
  value: string,
  start: number,
  end: number,
  before: string,
  after: string,
): TextEdit & { selectionStart: number } {
  const from = clamp(Math.min(start, end), value.length);
  const to = clamp(Math.max(start, end), value.length);
  const inner = value.slice(from, to);
  return {
    value: value.slice(0, from) + before + inner + after + value.slice(to),
    selectionStart: from + before.length,
    caret: from + before.length + inner.length,
  };
}

/** An <img> for an uploaded image; the URL is escaped so it cannot close the attribute. */
export function imageTag(url: string, alt = ''): string {
  const attr = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<img src="${attr(url)}" alt="${attr(alt)}" style="max-width:100%;height:auto" />`;
}
