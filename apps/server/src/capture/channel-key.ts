import { ChannelType, type ParsedChannelUrl } from '@app/contract';
import { lookupKeyOf, parseChannelUrl } from '../crm/index.ts';
import { AppError } from '../platform/index.ts';

/**
 * The identity a channel URL names, as submissions' channel_key and channel blocklist
 * entries hold it: the platform, then the CRM's lookup key ('youtube:handle:name',
 * 'youtube:id:UC…', 'twitch:login:name'). Two spellings of one link give one key.
 */
export type ChannelIdentity = { type: ChannelType; key: string; url: string };

const platformOf: Record<ChannelType, string> = {
  [ChannelType.Youtube]: 'youtube',
  [ChannelType.Twitch]: 'twitch',
};

function identityOf(channel: ParsedChannelUrl): ChannelIdentity {
  return {
    type: channel.type,
    key: `${platformOf[channel.type]}:${lookupKeyOf(channel)}`,
    url: channel.url,
  };
}

/** The identity of a channel URL, or null when no supported platform reads it. */
export function channelIdentityOf(url: string): ChannelIdentity | null {
  const parsed = parseChannelUrl(url);
  return parsed.ok ? identityOf(parsed.channel) : null;
}

/** Same, or a 400 on `field` with SPEC's "Unsupported channel URL" (or "URL is empty"). */
export function requireChannelIdentity(url: string, field: string): ChannelIdentity {
  const parsed = parseChannelUrl(url);
  if (!parsed.ok) throw AppError.field(field, parsed.message);
  return identityOf(parsed.channel);
}

/**
 * Every key a resolved channel of the CRM answers to: its lookup key, its platform id and
 * its handle (a Twitch login): a blocklist entry made from any of its links matches.
 */
export function channelKeysOf(channel: {
  type: number;
  lookupKey: string;
  externalId: string | null;
  handle: string | null;
}): string[] {
  const platform = platformOf[channel.type as ChannelType];
  if (!platform) return [];
  const keys = [`${platform}:${channel.lookupKey}`];
  if (channel.externalId) keys.push(`${platform}:id:${channel.externalId}`);
  if (channel.handle) {
    const kind = channel.type === ChannelType.Twitch ? 'login' : 'handle';
    keys.push(`${platform}:${kind}:${channel.handle.toLowerCase()}`);
  }
  return [...new Set(keys)];
}
