import {
  type EmailStatsListRequest,
  emailStatsEndpoints,
  type InfluencerEmailsRequest,
} from '@app/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useFetchQuery, usePickedQuery } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// Emails leave the outbox in the background: while any is queued, look again shortly.
const whileQueued = (queued: number | undefined) => (queued ? 5_000 : false);

export function useEmailStats(campaignId: number) {
  return useFetchQuery(
    queryKeys.emailStats.totals(campaignId),
    (signal) =>
      callEndpoint(emailStatsEndpoints.totals, { params: { id: campaignId }, body: {}, signal }),
    { refetchInterval: (query) => whileQueued(query.state.data?.queued) },
  );
}

export function useEmailStatsList(
  campaignId: number,
  params: EmailStatsListRequest,
  live: boolean,
) {
  return useFetchQuery(
    queryKeys.emailStats.list(campaignId, params),
    (signal) =>
      callEndpoint(emailStatsEndpoints.list, { params: { id: campaignId }, body: params, signal }),
    { placeholderData: keepPreviousData, refetchInterval: live ? 5_000 : false },
  );
}

export function useInfluencerEmails(influencerId: number, params: InfluencerEmailsRequest) {
  return useFetchQuery(
    queryKeys.influencerEmails(influencerId, params),
    (signal) =>
      callEndpoint(emailStatsEndpoints.influencerEmails, {
        params: { id: influencerId },
        body: params,
        signal,
      }),
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.state === 'queued' || item.state === 'sending')
          ? 5_000
          : false,
    },
  );
}

export function useSentEmail(id: number | null) {
  return usePickedQuery(id, queryKeys.sentEmail, (id, signal) =>
    callEndpoint(emailStatsEndpoints.get, { params: { id }, signal }),
  );
}
