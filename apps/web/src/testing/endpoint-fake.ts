import type { Endpoint } from '@app/contract';
import type { EndpointResponse } from '@app/contract/endpoint.ts';
import type { EndpointInput } from '../api/call-endpoint.ts';

type Answer<E> = (input: EndpointInput<E>) => EndpointResponse<E> | Promise<EndpointResponse<E>>;

/**
 * A stand-in for `callEndpoint` in component tests: answers per declared endpoint, and keeps
 * every call so a test can check what the screen sent. Use it from a `vi.mock` of
 * `api/call-endpoint.ts` (made in `vi.hoisted`), so the feature's real hooks run.
 */
export function endpointFake() {
  const answers = new Map<unknown, (input: never) => unknown>();
  const calls: { endpoint: Endpoint; input: Record<string, unknown> }[] = [];
  return {
    calls,
    /** Answer `endpoint` with `answer(input)`; a later `on` for it replaces the earlier. */
    on<E extends Endpoint>(endpoint: E, answer: Answer<E>) {
      answers.set(endpoint, answer as (input: never) => unknown);
    },
    /** The inputs (params, body, file...) of each call of `endpoint`, in order. */
    inputsOf<E extends Endpoint>(endpoint: E): EndpointInput<E>[] {
      return calls.filter((c) => c.endpoint === endpoint).map((c) => c.input as EndpointInput<E>);
    },
    reset() {
      answers.clear();
      calls.length = 0;
    },
    /** What the mocked `callEndpoint` calls. */
    async call(endpoint: Endpoint, input: Record<string, unknown> = {}): Promise<unknown> {
      calls.push({ endpoint, input });
      const answer = answers.get(endpoint);
      if (!answer) throw new Error(`No test answer for ${endpoint.method} ${endpoint.path}`);
      return answer(input as never);
    },
  };
}

export type EndpointFake = ReturnType<typeof endpointFake>;
