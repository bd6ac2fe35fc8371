import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
  endpointPath,
} from '@app/contract/endpoint.ts';
import { BadResponseError } from '../../../api/errors.ts';
import { http } from '../../../api/http.ts';

// callEndpoint for the public invite page, which loads no zod: through callEndpoint, zod and
// the contract's schemas added 33-45 KB gzip to the page's 199 KB on a creator's phone. The
// method and path come from the contract (endpoints/invite-page-routes.ts, which the
// declarations spread), and the answer is checked by a hand-written guard whose test keeps it
// in step with the schema.

export type InviteCallInput<E> = {
  params: EndpointParams<E> & Record<string, unknown>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
};

/**
 * Calls endpoint `E` (a type only) at `route`, which must carry its method and path; answers
 * the JSON that `isAnswer` accepts, or throws BadResponseError.
 */
export async function callInviteRoute<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  input: InviteCallInput<E>,
  isAnswer: (value: unknown) => value is EndpointResponse<E>,
): Promise<EndpointResponse<E>> {
  const data = await http.request<unknown>(endpointPath(route.path, input.params), {
    method: route.method,
    body: input.body,
    signal: input.signal,
  });
  if (!isAnswer(data)) throw new BadResponseError(200);
  return data;
}
