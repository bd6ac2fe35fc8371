import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
  endpointPath,
} from '@app/contract/endpoint.ts';
import { BadResponseError } from '../api/errors.ts';
import { createHttpClient } from '../api/http-client.ts';

// The public pages' client: the team app's HTTP pipeline (same errors: BadRequestError with
// the server's field messages, NetworkError, ...) without its session, React or zod. Methods
// and paths come from the contract's zod-free route tables (endpoints/apply-page-routes.ts,
// invite-page-routes.ts); answers are checked by hand-written guards whose tests keep them in
// step with the contract's schemas.

const http = createHttpClient({
  baseUrl: import.meta.env.VITE_API_BASE || '/api/',
  // No session: creators do not sign in, and a team member's token is not sent.
  getToken: () => null,
  onUnauthorized: () => {},
});

export type CallInput<E> = {
  params: EndpointParams<E> & Record<string, unknown>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
};

/**
 * Calls endpoint `E` (a type only) at `route`, which must carry its method and path; answers
 * the JSON that `isAnswer` accepts, or throws BadResponseError.
 */
export async function callRoute<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  input: CallInput<E>,
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer of a call that hands back an address to go to (a provider's consent page). */
export const isUrlAnswer = (value: unknown): value is { url: string } =>
  isObject(value) && typeof value.url === 'string';

export const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
