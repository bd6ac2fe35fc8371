const MESSAGE_ID = /<[^<>\s]{1,900}>/g;

/** Every `<id>` in a header (References lists many; In-Reply-To may carry comments). */
export function messageIdsIn(header: string | null | undefined): string[] {
  return header ? [...header.matchAll(MESSAGE_ID)].map((m) => m[0]) : [];
}
