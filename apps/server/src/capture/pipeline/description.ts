// What the pipeline reads in a channel's description (YouTube snippet.description, Twitch
// Get Users description): the verification code, and the public contact it names.

/** True when the description carries the code (any case, anywhere: "Code: ab12cd" counts). */
export function descriptionHasCode(description: string | null, code: string): boolean {
  if (!description || code.trim() === '') return false;
  return description.toUpperCase().includes(code.trim().toUpperCase());
}

/** Sites a description links to that are not the creator's own contact. */
const PLATFORM_DOMAINS = [
  'youtube.com',
  'youtu.be',
  'twitch.tv',
  'twitter.com',
  'x.com',
  'instagram.com',
  'tiktok.com',
  'facebook.com',
  'discord.gg',
  'discord.com',
  'patreon.com',
  'ko-fi.com',
  'linktr.ee',
  'streamlabs.com',
  'streamelements.com',
  'throne.com',
  'amazon.com',
  'amzn.to',
  'bit.ly',
  'reddit.com',
  'github.com',
  'threads.net',
  'bsky.app',
];

const EMAIL_IN_TEXT = /[A-Z0-9._%+-]+@((?:[A-Z0-9-]+\.)+[A-Z]{2,})/gi;
const URL_IN_TEXT =
  /(?:^|[\s([<])(https?:\/\/)?((?:www\.)?(?:[a-z0-9-]+\.)+([a-z]{2,}))(?=[/\s:?#)\]>,;!]|\.(?:\s|$)|$)/gi;
/**
 * Top-level domains a bare "name.tld" must end with to count as a website (with a scheme or
 * www. any will do): "Node.js" or "v1.final" in a description is not a contact.
 */
const BARE_TLDS = new Set([
  'com',
  'net',
  'org',
  'io',
  'co',
  'gg',
  'tv',
  'me',
  'dev',
  'app',
  'studio',
  'games',
  'info',
  'biz',
  'xyz',
  'uk',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'ca',
  'au',
  'br',
  'jp',
  'eu',
  'us',
  'example',
]);

const normalise = (domain: string) => domain.toLowerCase().replace(/^www\./, '');

const sameSite = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

const isPlatform = (domain: string) => PLATFORM_DOMAINS.some((p) => sameSite(domain, p));

/** The domains of the emails a description names, else of its websites (platforms aside). */
export function contactDomains(description: string | null): string[] {
  if (!description) return [];
  const emails = [...description.matchAll(EMAIL_IN_TEXT)].map((m) => normalise(m[1] ?? ''));
  if (emails.length > 0) return [...new Set(emails)];
  // Websites, once the emails are taken out (their domain part would read as a site).
  const rest = description.replace(EMAIL_IN_TEXT, ' ');
  const sites = [...rest.matchAll(URL_IN_TEXT)]
    .filter(
      (m) =>
        m[1] || m[2]?.toLowerCase().startsWith('www.') || BARE_TLDS.has((m[3] ?? '').toLowerCase()),
    )
    .map((m) => normalise(m[2] ?? ''))
    .filter((d) => d !== '' && !isPlatform(d));
  return [...new Set(sites)];
}

/**
 * The emailDomainMismatch flag: the description names a contact (an email, else a website)
 * and none of them is on the submitted email's domain. Nothing named: no flag.
 */
export function emailDomainMismatch(email: string, description: string | null): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = normalise(email.slice(at + 1));
  const named = contactDomains(description);
  return named.length > 0 && !named.some((d) => sameSite(d, domain));
}
