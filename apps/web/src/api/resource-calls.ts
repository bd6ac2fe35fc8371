import type { Endpoint } from '@app/contract';
import type { EndpointBody, EndpointResponse } from '@app/contract/endpoint.ts';
import { callEndpoint } from './call-endpoint.ts';

// Many endpoint groups in the contract name their rows' calls alike: `list` (a page request
// in the body), `get` and `update` by `{id}`, `create`, and `delete` with `{ ids }` in the body.
// Their web calls are the same five functions; this derives them from the declarations.

type Crud = Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete', Endpoint>>;

type Call<E, Args extends unknown[]> = E extends Endpoint
  ? (...args: Args) => Promise<EndpointResponse<E>>
  : never;

export type ResourceCalls<G extends Crud> = {
  list: Call<G['list'], [body: EndpointBody<G['list']>, signal?: AbortSignal]>;
  get: Call<G['get'], [id: number, signal?: AbortSignal]>;
  create: Call<G['create'], [body: EndpointBody<G['create']>]>;
  update: Call<G['update'], [id: number, body: EndpointBody<G['update']>]>;
  /** Only where the declared body is `{ ids }`. */
  delete: { ids: number[] } extends EndpointBody<G['delete']>
    ? Call<G['delete'], [ids: number[]]>
    : never;
};

/**
 * The calls of a group declared with the names above. `params` are the path parameters every
 * call shares (a list kind: `/list/{kind}/…`); `get` and `update` add the row's `id`.
 */
export function resourceCalls<G extends Crud>(
  endpoints: G,
  params: Record<string, string | number> = {},
): ResourceCalls<G> {
  type Input = { params: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
  const call = (endpoint: Endpoint | undefined, input: Input) => {
    if (!endpoint) throw new Error('The endpoint group declares no such call');
    return callEndpoint(endpoint, input as never);
  };
  const calls = {
    list: (body: unknown, signal?: AbortSignal) => call(endpoints.list, { params, body, signal }),
    get: (id: number, signal?: AbortSignal) =>
      call(endpoints.get, { params: { ...params, id }, signal }),
    create: (body: unknown) => call(endpoints.create, { params, body }),
    update: (id: number, body: unknown) =>
      call(endpoints.update, { params: { ...params, id }, body }),
    delete: (ids: number[]) => call(endpoints.delete, { params, body: { ids } }),
  };
  return calls as unknown as ResourceCalls<G>;
}
