import { ChannelStatsStatus, type ChannelType } from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config, Db } from '../../platform/index.ts';
import { type ChannelRow, channels, influencers, transaction } from '../../platform/index.ts';
import type { ChannelLookup } from '../providers/channel-stats.ts';
import { ProviderError } from '../providers/provider-error.ts';
import { providersFor } from '../providers/providers.ts';
import { refreshInfluencerAggregates } from './aggregates.ts';
import { freshStatsColumns } from './fresh-stats-columns.ts';

export type RefreshOutcome =
  | { kind: 'updated' }
  | { kind: 'not_configured' }
  | { kind: 'not_found' }
  | { kind: 'duplicate'; message: string }
  | { kind: 'gone' }
  | { kind: 'error'; error: ProviderError };

export const duplicateMessage = 'Channel already exists';

/** What to ask the platform for: the id once known, else what the link named. */
export function lookupOf(row: Pick<ChannelRow, 'externalId' | 'lookupKey'>): ChannelLookup {
  if (row.externalId) return { by: 'id', value: row.externalId };
  const colon = row.lookupKey.indexOf(':');
  const kind = row.lookupKey.slice(0, colon);
  const value = row.lookupKey.slice(colon + 1);
  if (kind === 'id') return { by: 'id', value };
  return { by: kind as Exclude<ChannelLookup['by'], 'id'>, value };
}

async function mark(
  db: Db,
  id: number,
  status: (typeof ChannelStatsStatus)[keyof typeof ChannelStatsStatus],
  error: string | null,
): Promise<void> {
  await db
    .update(channels)
    .set({ statsStatus: status, statsError: error, updatedAt: sql`now()` })
    .where(eq(channels.id, id));
}

/**
 * Asks the channel's platform for fresh stats and stores them. A provider without keys
 * marks the channel not_configured (kept as it is); an unknown channel not_found; a failed
 * call error with the reason. Provider errors are returned (not thrown) so a batch can
 * decide: a spent quota stops it, one failed channel does not.
 */
export async function refreshChannel(
  ctx: { db: Db; config: Config },
  channelId: number,
): Promise<RefreshOutcome> {
  const [row] = await ctx.db.select().from(channels).where(eq(channels.id, channelId));
  if (!row) return { kind: 'gone' };
  const provider = providersFor(ctx.config, ctx.db)[row.type as ChannelType];
  if (!provider.configured) {
    await mark(ctx.db, row.id, ChannelStatsStatus.NotConfigured, null);
    return { kind: 'not_configured' };
  }
  let stats: Awaited<ReturnType<typeof provider.fetchChannel>>;
  try {
    stats = await provider.fetchChannel(lookupOf(row));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await mark(ctx.db, row.id, ChannelStatsStatus.Error, error.message);
    return { kind: 'error', error };
  }
  if (!stats) {
    await mark(ctx.db, row.id, ChannelStatsStatus.NotFound, null);
    return { kind: 'not_found' };
  }
  const found = stats;
  return transaction(ctx.db, async (tx) => {
    const lookupKey = `id:${found.externalId}`;
    const [other] = await tx
      .select({ id: channels.id, mediaName: influencers.mediaName })
      .from(channels)
      .innerJoin(influencers, eq(influencers.id, channels.influencerId))
      .where(
        and(
          eq(channels.type, row.type),
          eq(channels.lookupKey, lookupKey),
          ne(channels.id, row.id),
        ),
      );
    if (other) {
      // Two links (e.g. @handle and /channel/UC...) turned out to be one channel: keep
      // both rows, say so (naming the creator who has it), and let the user merge them.
      const message = `${duplicateMessage} on ${other.mediaName}`;
      await tx
        .update(channels)
        .set({ statsStatus: ChannelStatsStatus.Error, statsError: message, updatedAt: sql`now()` })
        .where(eq(channels.id, row.id));
      return { kind: 'duplicate', message } as const;
    }
    await tx
      .update(channels)
      .set({
        ...freshStatsColumns(found, row.handle),
        statsError: null,
        updatedAt: sql`now()`,
      })
      .where(eq(channels.id, row.id));
    // An influencer named after the link (no media name given) takes the channel's title;
    // so does an empty country or language.
    const placeholder = row.lookupKey.slice(row.lookupKey.indexOf(':') + 1);
    await tx
      .update(influencers)
      .set({
        mediaName: sql`case when ${influencers.mediaName} = ${placeholder} and ${found.title ?? ''} <> '' then ${found.title ?? ''} else ${influencers.mediaName} end`,
        country: sql`coalesce(${influencers.country}, ${found.country})`,
        language: sql`coalesce(${influencers.language}, ${found.language})`,
      })
      .where(eq(influencers.id, row.influencerId));
    await refreshInfluencerAggregates(tx, [row.influencerId]);
    return { kind: 'updated' } as const;
  });
}
