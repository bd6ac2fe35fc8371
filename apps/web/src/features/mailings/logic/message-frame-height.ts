/**
 * A height for an email's sandboxed frame. The frame has no script and no same-origin access,
 * so it cannot measure its own content: this estimates from the text (lines, and ~90
 * characters a line), within bounds; the frame scrolls beyond them.
 */
export function messageFrameHeight(text: string, hasImages = false): number {
  const lines = text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 90)), 0);
  const estimate = 40 + lines * 24 + (hasImages ? 240 : 0);
  return Math.min(560, Math.max(120, estimate));
}
