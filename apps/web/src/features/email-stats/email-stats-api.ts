import {
  type EmailStatsListRequest,
  type EmailStatsRequest,
  emailStatsListResponse,
  emailStatsTotals,
  type InfluencerEmailsRequest,
  influencerEmailsResponse,
  sentEmailDetail,
} from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { parseResponse } from '../../api/parse-response.ts';
import { queryKeys } from '../../api/query-keys.ts';

export async function getEmailStats(
  campaignId: number,
  body: EmailStatsRequest = {},
  signal?: AbortSignal,
) {
  return parseResponse(
    emailStatsTotals,
    await http.post<unknown>(`campaign/${campaignId}/email-stats`, body, { signal }),
  );
}

export async function listEmailStats(
  campaignId: number,
  params: EmailStatsListRequest,
  signal?: AbortSignal,
) {
  return parseResponse(
    emailStatsListResponse,
    await http.post<unknown>(`campaign/${campaignId}/email-stats/list`, params, { signal }),
  );
}

export async function listInfluencerEmails(
  influencerId: number,
  params: InfluencerEmailsRequest,
  signal?: AbortSignal,
) {
  return parseResponse(
    influencerEmailsResponse,
    await http.post<unknown>(`influencer/${influencerId}/emails`, params, { signal }),
  );
}

export async function getSentEmail(id: number, signal?: AbortSignal) {
  return parseResponse(sentEmailDetail, await http.get<unknown>(`email/${id}`, { signal }));
}

// Emails leave the outbox in the background: while any is queued, look again shortly.
const whileQueued = (queued: number | undefined) => (queued ? 5_000 : false);

export function useEmailStats(campaignId: number) {
  return useQuery({
    queryKey: queryKeys.emailStats.totals(campaignId),
    queryFn: ({ signal }) => getEmailStats(campaignId, {}, signal),
    refetchInterval: (query) => whileQueued(query.state.data?.queued),
  });
}

export function useEmailStatsList(
  campaignId: number,
  params: EmailStatsListRequest,
  live: boolean,
) {
  return useQuery({
    queryKey: queryKeys.emailStats.list(campaignId, params),
    queryFn: ({ signal }) => listEmailStats(campaignId, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? 5_000 : false,
  });
}

export function useInfluencerEmails(influencerId: number, params: InfluencerEmailsRequest) {
  return useQuery({
    queryKey: queryKeys.influencerEmails(influencerId, params),
    queryFn: ({ signal }) => listInfluencerEmails(influencerId, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'queued' || item.state === 'sending')
        ? 5_000
        : false,
  });
}

export function useSentEmail(id: number | null) {
  return useQuery({
    queryKey: queryKeys.sentEmail(id ?? 0),
    queryFn: ({ signal }) => getSentEmail(id ?? 0, signal),
    enabled: id !== null,
  });
}
