/**
 * The token with the first character of its signature (the part after the last dot) changed.
 * Not its last characters: base64url's last character carries unused low bits, so a decoder
 * can read an altered last character as the same signature (a JWT tampered that way still
 * verified about once in a thousand runs).
 */
export function withTamperedSignature(token: string): string {
  const at = token.lastIndexOf('.') + 1;
  const replacement = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
}
