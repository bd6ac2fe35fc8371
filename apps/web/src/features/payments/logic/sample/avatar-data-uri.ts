// Offline avatars: an inline SVG with initials on a colour derived from the id. No remote images.

const AVATAR_COLORS = [
  '#00A76F',
  '#078DEE',
  '#7635DC',
  '#FFAB00',
  '#FF5630',
  '#00B8D9',
  '#8E33FF',
  '#22C55E',
  '#FA541C',
  '#1877F2',
] as const;

function hashString(value: string): number {
  let hash = 0;
  for (const char of value) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

export function colorForId(id: string): string {
  return AVATAR_COLORS[hashString(id) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]?.slice(0, 2)];
  return letters
    .map((part) => part?.charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A square SVG avatar as a data URI; `tile` gives a rounded square (used for products). */
export function avatarDataUri(
  id: string,
  label: string,
  shape: 'circle' | 'tile' = 'circle',
): string {
  const color = colorForId(id);
  const initials = escapeXml(initialsOf(label));
  const background =
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="32" fill="${color}"/>`
      : `<rect width="64" height="64" rx="14" fill="${color}"/><path d="M0 46 L64 24 L64 64 L0 64 Z" fill="#000" fill-opacity="0.14"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${background}<text x="32" y="33" dominant-baseline="central" text-anchor="middle" font-family="Public Sans, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
