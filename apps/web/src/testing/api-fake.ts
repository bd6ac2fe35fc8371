import { endpointFake } from './endpoint-fake.ts';

/**
 * A component test file's API: the test mocks the web's one way to call the server with this
 * module, `vi.mock('<to src>/api/call-endpoint.ts', () => import('<to src>/testing/api-fake.ts'))`,
 * so the feature's real hooks run against the answers the test sets with `api.on`. Each test
 * file starts with a fake of its own: isolated, or cleared first (api-fake-setup.ts).
 */
export const api = endpointFake();

export const callEndpoint = api.call;
export const downloadEndpointFile = api.call;
