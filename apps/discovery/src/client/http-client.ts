import {
  discoveryServiceEndpoints,
  type Endpoint,
  ErrorCode,
  endpointPath,
  errorBody,
  messages,
} from '@app/contract';
import type { z } from 'zod';
import { type DiscoveryClient, DiscoveryRequestError } from './discovery-client.ts';

export type HttpDiscoveryClientOptions = {
  /** The service's base URL (DISCOVERY_URL), e.g. http://10.0.0.5:4100. */
  url: string;
  /** DISCOVERY_TOKEN, sent as a bearer token. */
  token: string;
  /** Per request; a slow search must not hold the main API's request forever. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The service over HTTP: the path and method come from the contract's declaration and the
 * answer is parsed with its response schema, so this client answers exactly what the
 * in-process one does. A 404 of a detail is null; other errors reject with
 * DiscoveryRequestError carrying the service's status and error body.
 */
export function createHttpDiscoveryClient(options: HttpDiscoveryClientOptions): DiscoveryClient {
  const base = options.url.replace(/\/+$/, '');

  async function call<E extends Endpoint>(
    endpoint: E,
    input: { params?: Record<string, unknown>; body?: unknown },
  ): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${base}${endpointPath(endpoint.path, input.params)}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return { status: response.status, json };
    if (response.status === 404 && endpoint.method === 'GET') return { status: 404, json };
    const body = errorBody.safeParse(json);
    throw new DiscoveryRequestError(
      response.status,
      body.success ? body.data : { code: ErrorCode.Internal, message: messages.somethingGoesWrong },
    );
  }

  const answer = <S extends z.ZodType>(schema: S, json: unknown): z.output<S> => schema.parse(json);
  const detail = async <S extends z.ZodType>(endpoint: Endpoint & { response: S }, id: number) => {
    const { status, json } = await call(endpoint, { params: { id } });
    return status === 404 ? null : answer(endpoint.response, json);
  };
  const e = discoveryServiceEndpoints;

  return {
    listCreators: async (request) =>
      answer(e.listCreators.response, (await call(e.listCreators, { body: request })).json),
    listGames: async (request) =>
      answer(e.listGames.response, (await call(e.listGames, { body: request })).json),
    listTerms: async (kind, request) =>
      answer(
        e.listTerms.response,
        (await call(e.listTerms, { params: { x: kind }, body: request })).json,
      ),
    game: (id) => detail(e.game, id),
    creator: (id) => detail(e.creator, id),
    status: async () => answer(e.status.response, (await call(e.status, {})).json),
  };
}
