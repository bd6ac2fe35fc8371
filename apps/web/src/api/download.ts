/** Reads the file name out of a Content-Disposition header (RFC 6266, incl. filename*). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return sanitizeFileName(decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header);
  if (plain?.[1]) {
    const raw = plain[1].trim();
    const unquoted = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    return sanitizeFileName(unquoted);
  }
  return null;
}

function sanitizeFileName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
