import { ChannelType, SubmissionFlag } from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import {
  type ChannelRow,
  type LeadMagnetSubmissionRow,
  leadMagnetSubmissions as S,
} from '../../platform/index.ts';
import { emailDomainMismatch } from './description.ts';

// The fraud flags of a mapped submission (issue 26): each is a doubt that holds autoinvite
// (proof.ts) until the team decides. Computed afresh at every validation.

/** A channel opened fewer days ago than this is "very young" (resellers open fresh ones). */
export const YOUNG_CHANNEL_DAYS = 30;
/** Below this many subscribers the views comparison says nothing. */
const SUBSCRIBERS_FOR_VIEWS_CHECK = 1_000;

/**
 * More subscribers than views in the channel's whole life: bought or inflated subscribers.
 * YouTube only: Twitch's view_count is deprecated (always 0) and its figure is followers.
 */
export function subscribersInconsistent(
  channel: Pick<ChannelRow, 'type' | 'subscribers' | 'views'>,
): boolean {
  if (channel.type !== ChannelType.Youtube) return false;
  const { subscribers, views } = channel;
  if (subscribers === null || views === null) return false;
  return subscribers >= SUBSCRIBERS_FOR_VIEWS_CHECK && views < subscribers;
}

export function channelIsYoung(channel: Pick<ChannelRow, 'openedAt'>, now = Date.now()): boolean {
  if (!channel.openedAt) return false;
  return now - channel.openedAt.getTime() < YOUNG_CHANNEL_DAYS * 86_400_000;
}

/**
 * Another submission (any campaign) with the same email names another channel: mapped to a
 * different channel, or, unmapped, a different link.
 */
async function emailClaimsOtherChannels(
  db: DbOrTx,
  row: Pick<LeadMagnetSubmissionRow, 'id' | 'email' | 'channelKey'>,
  channelId: number,
): Promise<boolean> {
  const [other] = await db
    .select({ id: S.id })
    .from(S)
    .where(
      and(
        eq(S.email, row.email),
        ne(S.id, row.id),
        sql`(case when ${S.channelId} is not null then ${S.channelId} <> ${channelId}
          else ${S.channelKey} is distinct from ${row.channelKey} end)`,
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** The submission's fraud flags, for the channel it is mapped to. */
export async function fraudFlags(
  db: DbOrTx,
  row: Pick<LeadMagnetSubmissionRow, 'id' | 'email' | 'channelKey'>,
  channel: Pick<ChannelRow, 'id' | 'type' | 'description' | 'subscribers' | 'views' | 'openedAt'>,
): Promise<SubmissionFlag[]> {
  const flags: SubmissionFlag[] = [];
  if (emailDomainMismatch(row.email, channel.description)) {
    flags.push(SubmissionFlag.EmailDomainMismatch);
  }
  if (channelIsYoung(channel)) flags.push(SubmissionFlag.YoungChannel);
  if (subscribersInconsistent(channel)) flags.push(SubmissionFlag.SubscribersVsViews);
  if (await emailClaimsOtherChannels(db, row, channel.id)) {
    flags.push(SubmissionFlag.EmailSeveralChannels);
  }
  return flags;
}
