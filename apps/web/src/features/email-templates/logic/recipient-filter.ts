import type { CampaignInfluencerStatus, EmailRecipientFilter } from '@app/contract';

/** What the Send custom dialog holds. */
export type RecipientFilterState = {
  statuses: readonly CampaignInfluencerStatus[];
  search: string;
  /** Influencer ids, when the send is for a selection. */
  ids?: readonly number[];
};

/**
 * The contract's filter for the recipient count and the send: each given part narrows, an
 * empty part is left out (no statuses = the server's default ones, never Rejected), statuses sorted and
 * de-duplicated so the same choice is the same request (and the same cached count).
 */
export function toRecipientFilter(state: RecipientFilterState): EmailRecipientFilter {
  const filter: EmailRecipientFilter = {};
  const statuses = [...new Set(state.statuses)].sort((a, b) => a - b);
  if (statuses.length) filter.statuses = statuses;
  const search = state.search.trim();
  if (search) filter.search = search.slice(0, 200);
  if (state.ids?.length) filter.ids = [...new Set(state.ids)];
  return filter;
}

/** "Send to 12 creators" / the reasons others are left out; what the confirm button says. */
export function recipientSummary(count: {
  matched: number;
  recipients: number;
  noEmail: number;
  unsubscribed: number;
}): { sendable: boolean; skipped: number } {
  return { sendable: count.recipients > 0, skipped: count.matched - count.recipients };
}
