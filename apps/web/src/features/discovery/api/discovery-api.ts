import {
  type DiscoveryCreatorListRequest,
  type DiscoveryGameListRequest,
  type DiscoveryTermKind,
  type DiscoveryTermListRequest,
  discoveryEndpoints,
} from '@app/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint, downloadEndpointFile } from '../../../api/call-endpoint.ts';
import { useInvalidate, usePagedQuery, usePickedQuery } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { discoveryKeys } from './discovery-keys.ts';

export function useDiscoveryStatus() {
  return useQuery({
    queryKey: discoveryKeys.status,
    queryFn: ({ signal }) => callEndpoint(discoveryEndpoints.status, { signal }),
    staleTime: 60_000,
  });
}

/** The creator list call for `body`, under its query key (the page and the counts share it). */
const creatorsQuery = (body: DiscoveryCreatorListRequest) =>
  queryOptions({
    queryKey: discoveryKeys.creators(body),
    queryFn: ({ signal }) => callEndpoint(discoveryEndpoints.listCreators, { body, signal }),
  });

export function useDiscoveryCreators(body: DiscoveryCreatorListRequest) {
  return useQuery({ ...creatorsQuery(body), placeholderData: keepPreviousData });
}

/**
 * The filter panel's counts for a search (its request from creatorFacetsRequest). No
 * placeholder: a new search shows no counts until its own arrive, never the last search's.
 */
export function useDiscoveryCreatorFacets(body: DiscoveryCreatorListRequest) {
  return useQuery({ ...creatorsQuery(body), select: (answer) => answer.facets ?? undefined });
}

export function useDiscoveryGames(body: DiscoveryGameListRequest, enabled = true) {
  return usePagedQuery(
    discoveryKeys.games(body),
    (signal) => callEndpoint(discoveryEndpoints.listGames, { body, signal }),
    enabled,
  );
}

export function useDiscoveryTerms(
  kind: DiscoveryTermKind,
  body: DiscoveryTermListRequest,
  enabled = true,
) {
  return useQuery({
    queryKey: discoveryKeys.terms(kind, body),
    queryFn: ({ signal }) =>
      callEndpoint(discoveryEndpoints.listTerms, { params: { x: kind }, body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useDiscoveryGame(id: number | null) {
  return usePickedQuery(id, discoveryKeys.game, (id, signal) =>
    callEndpoint(discoveryEndpoints.game, { params: { id }, signal }),
  );
}

export function useDiscoveryCreator(id: number | null) {
  return usePickedQuery(id, discoveryKeys.creator, (id, signal) =>
    callEndpoint(discoveryEndpoints.creator, { params: { id }, signal }),
  );
}

/** Where selected creators go: the CRM alone, a list, or a campaign (as Pending). */
export type AddTarget =
  | { kind: 'crm' }
  | { kind: 'list'; listId: number; name: string }
  | { kind: 'campaign'; campaignId: number; name: string };

function addCreators(creatorIds: number[], target: AddTarget) {
  switch (target.kind) {
    case 'crm':
      return callEndpoint(discoveryEndpoints.addToCrm, { body: { creatorIds } });
    case 'list':
      return callEndpoint(discoveryEndpoints.addToList, {
        body: { creatorIds, listId: target.listId },
      });
    case 'campaign':
      return callEndpoint(discoveryEndpoints.addToCampaign, {
        body: { creatorIds, campaignId: target.campaignId },
      });
  }
}

/** Adds creators; then the In CRM marks, the CRM's lists and campaigns are read again. */
export function useAddCreators() {
  const invalidate = useInvalidate(
    discoveryKeys.all,
    queryKeys.influencers.all,
    queryKeys.lists.all('influencer'),
    queryKeys.campaigns.all,
  );
  return useMutation({
    mutationFn: ({ creatorIds, target }: { creatorIds: number[]; target: AddTarget }) =>
      addCreators(creatorIds, target),
    onSettled: invalidate,
  });
}

/** Uploads a dataset (Admins); the answer is its import task, already queued. */
export function useStartSeedImport() {
  return useMutation({
    mutationFn: (file: File) => callEndpoint(discoveryEndpoints.importSeed, { file }),
  });
}

/** A seed import's progress, followed every two seconds until it ends. */
export function useSeedTask(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['discovery-seed', id ?? 0],
    queryFn: async ({ signal }) => {
      const task = await callEndpoint(discoveryEndpoints.seedTask, {
        params: { id: id ?? 0 },
        signal,
      });
      // Imported rows change every list and the status counts.
      if (task.status !== 'running') {
        await queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      }
      return task;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 2000 : false),
  });
}

/** A seed import's refused rows, saved as a file of the dataset's format. */
export function downloadRefusedRows(id: number) {
  return downloadEndpointFile(discoveryEndpoints.seedRefusedRows, { params: { id } });
}

/** Runs a stopped seed import again from its last committed batch. */
export function useResumeSeedImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(discoveryEndpoints.resumeSeedImport, { params: { id } }),
    onSuccess: (task) => queryClient.invalidateQueries({ queryKey: ['discovery-seed', task.id] }),
  });
}
