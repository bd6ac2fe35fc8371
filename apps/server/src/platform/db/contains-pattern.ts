/** ILIKE pattern matching the text literally: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
