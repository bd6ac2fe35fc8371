import { integrationEndpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useFetchQuery, useInvalidate } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function listIntegrations(signal?: AbortSignal) {
  return callEndpoint(integrationEndpoints.list, { signal });
}

/** One cheap real call to the integration; answers its card as it now stands. */
export function testIntegration(key: string) {
  return callEndpoint(integrationEndpoints.test, { body: { key } });
}

export function useIntegrations() {
  return useFetchQuery(queryKeys.integrations, listIntegrations);
}

export function useTestIntegration() {
  const invalidate = useInvalidate(queryKeys.integrations);
  return useMutation({ mutationFn: testIntegration, onSuccess: invalidate });
}
