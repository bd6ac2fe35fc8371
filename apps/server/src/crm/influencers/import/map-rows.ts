import { email as emailSchema, messages, type ParsedChannelUrl } from '@app/contract';
import { parseChannelUrl } from '../../channels/parse-channel-url.ts';
import type { MergeableField } from '../service.ts';

// Besides the links and the media name, a column fills exactly the fields a merge takes: a row
// that names a known creator is merged into it with mergedFields (import-batch.ts).
export type ImportField = 'urls' | 'mediaName' | MergeableField;

/** Header spellings, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<string, ImportField> = {};
const alias = (field: ImportField, ...names: string[]) => {
  for (const name of names) HEADER_ALIASES[normalizeHeader(name)] = field;
};

export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

alias(
  'urls',
  'Channel URL',
  'Channel URLs',
  'Channel',
  'Channels',
  'Channel link',
  'URL',
  'URLs',
  'Link',
  'Links',
  'YouTube',
  'YouTube URL',
  'YouTube channel',
  'Twitch',
  'Twitch URL',
  'Twitch channel',
);
alias('mediaName', 'Media name', 'Media', 'Channel name', 'Creator', 'Nickname', 'Nick');
alias('name', 'Name', 'Full name');
alias('firstName', 'First name', 'First', 'Given name');
alias('lastName', 'Last name', 'Last', 'Surname', 'Family name');
alias('email', 'Email', 'E-mail', 'Email address', 'Mail');
alias('country', 'Country', 'Country code');
alias('language', 'Language', 'Lang', 'Language code');
alias('tags', 'Tags', 'Tag');
alias('audiences', 'Audiences', 'Audience');
alias('notes', 'Notes', 'Note', 'Comment', 'Comments');
alias('rating', 'Rating');

/** Column index -> field; unknown headers are ignored. Several URL columns all count. */
export function mapHeaders(headers: readonly string[]): Map<number, ImportField> {
  const map = new Map<number, ImportField>();
  const taken = new Set<ImportField>();
  headers.forEach((header, index) => {
    const field = HEADER_ALIASES[normalizeHeader(header)];
    if (!field) return;
    if (field !== 'urls' && taken.has(field)) return;
    taken.add(field);
    map.set(index, field);
  });
  return map;
}

/** A row ready to store, or the reason it is skipped. */
export type ImportRow = {
  row: number;
  channels: ParsedChannelUrl[];
  mediaName: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  country: string | null;
  language: string | null;
  tags: string[];
  audiences: string[];
  notes: string | null;
  rating: number | null;
};
export type MappedRow =
  | { ok: true; value: ImportRow }
  | { ok: false; row: number; message: string };

const list = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .slice(0, 50)
    .map((t) => t.slice(0, 60));
const textOrNull = (text: string | undefined, max: number) => {
  const value = (text ?? '').trim();
  return value ? value.slice(0, max) : null;
};

/** Validates one data row with the same rules (and messages) as the add form. */
export function mapRow(
  row: number,
  cells: readonly string[],
  columns: Map<number, ImportField>,
): MappedRow {
  const values: Partial<Record<ImportField, string>> = {};
  const urlTexts: string[] = [];
  for (const [index, field] of columns) {
    const cell = cells[index] ?? '';
    if (field === 'urls') urlTexts.push(cell);
    else values[field] = cell;
  }
  const skip = (message: string): MappedRow => ({ ok: false, row, message });
  const urls = urlTexts.flatMap((t) => t.split(/[\s,;]+/)).filter((u) => u !== '');
  if (urls.length === 0) return skip(messages.urlIsEmpty);
  const channels: ParsedChannelUrl[] = [];
  const keys = new Set<string>();
  for (const url of urls) {
    const parsed = parseChannelUrl(url);
    if (!parsed.ok) return skip(`${parsed.message}: ${url.slice(0, 200)}`);
    const key = `${parsed.channel.type}:${parsed.channel.kind}:${parsed.channel.value}`;
    if (!keys.has(key)) {
      keys.add(key);
      channels.push(parsed.channel);
    }
  }
  let email: string | null = null;
  if (values.email?.trim()) {
    const parsed = emailSchema.safeParse(values.email);
    if (!parsed.success) return skip(`${messages.invalidEmail}: ${values.email.slice(0, 200)}`);
    email = parsed.data;
  }
  const country = textOrNull(values.country, 100);
  if (country && !/^[A-Za-z]{2}$/.test(country)) {
    return skip(`Country must be a two-letter code such as DE: ${country}`);
  }
  const language = textOrNull(values.language, 100);
  if (language && !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/.test(language)) {
    return skip(`Language must be a code such as en: ${language}`);
  }
  let rating: number | null = null;
  if (values.rating?.trim()) {
    const n = Number(values.rating);
    if (!Number.isInteger(n) || n < 0 || n > 5)
      return skip(`Rating must be 0 to 5: ${values.rating}`);
    rating = n;
  }
  const first = channels[0] as ParsedChannelUrl;
  return {
    ok: true,
    value: {
      row,
      channels,
      mediaName: textOrNull(values.mediaName, 200) ?? first.value,
      name: textOrNull(values.name, 200),
      firstName: textOrNull(values.firstName, 100),
      lastName: textOrNull(values.lastName, 100),
      email,
      country: country?.toUpperCase() ?? null,
      language: language?.toLowerCase().replace('_', '-') ?? null,
      tags: list(values.tags ?? ''),
      audiences: list(values.audiences ?? ''),
      notes: textOrNull(values.notes, 20_000),
      rating,
    },
  };
}
