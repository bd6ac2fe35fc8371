import { ChannelType, type DiscoveryCreator } from '@app/contract';

/** What identifies a discovery creator's channel in the CRM's channels table. */
export type ChannelIdentity = {
  type: number;
  /** The platform's id: channels.external_id once a refresh resolved the channel. */
  externalId: string;
  /** channels.lookup_key of a resolved channel (and of one discovery creates). */
  idKey: string;
  /** lookup_key of a channel added by hand by its handle or login, not refreshed yet. */
  handleKey: string | null;
};

/** YouTube handles and Twitch logins are case-insensitive; the CRM keeps them lower case, without @. */
export function normalizedHandle(handle: string | null): string | null {
  const value = handle?.trim().replace(/^@/, '').toLowerCase() ?? '';
  return value === '' ? null : value;
}

export function channelIdentityOf(
  creator: Pick<DiscoveryCreator, 'platform' | 'platformId' | 'handle'>,
): ChannelIdentity {
  const handle = normalizedHandle(creator.handle);
  const prefix = creator.platform === ChannelType.Youtube ? 'handle' : 'login';
  return {
    type: creator.platform,
    externalId: creator.platformId,
    idKey: `id:${creator.platformId}`,
    handleKey: handle === null ? null : `${prefix}:${handle}`,
  };
}
