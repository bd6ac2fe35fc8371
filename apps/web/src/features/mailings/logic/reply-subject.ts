/** "Re: subject", once: a reply to a reply does not become "Re: Re: ...". */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re\s*:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}
