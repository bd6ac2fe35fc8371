import { integrationEndpoints } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function listIntegrations(signal?: AbortSignal) {
  return callEndpoint(integrationEndpoints.list, { signal });
}

/** One cheap real call to the integration; answers its card as it now stands. */
export function testIntegration(key: string) {
  return callEndpoint(integrationEndpoints.test, { body: { key } });
}

export function useIntegrations() {
  return useQuery({
    queryKey: queryKeys.integrations,
    queryFn: ({ signal }) => listIntegrations(signal),
  });
}

export function useTestIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations }),
  });
}
