/** Two letters for an avatar without a photo. */
export function initialsOf(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length ? parts.slice(0, 2).map((p) => p[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
}
