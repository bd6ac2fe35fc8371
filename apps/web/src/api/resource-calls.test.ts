import { listEndpoints, productEndpoints } from '@app/contract';
import { endpointPath } from '@app/contract/endpoint.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../testing/api-fake.ts';
import { resourceCalls } from './resource-calls.ts';

vi.mock('./call-endpoint.ts', () => import('../testing/api-fake.ts'));

/** Each call as the client sends it: method, the path its params fill in, and the body. */
const sent = () =>
  api.calls.map(({ endpoint, input }) => ({
    request: `${endpoint.method} ${endpointPath(endpoint.path, input.params as never)}`,
    body: input.body,
  }));

afterEach(() => api.reset());

describe('resourceCalls', () => {
  it('derives the five calls of a group from its declarations', async () => {
    for (const endpoint of Object.values(productEndpoints)) api.on(endpoint, () => ({}) as never);
    const products = resourceCalls(productEndpoints);
    const page = { page: 0, pageSize: 25, sort: { field: 'title', order: 'asc' } } as const;
    await products.list(page);
    await products.get(7);
    await products.create({ title: 'Starfall' } as never);
    await products.update(7, { title: 'Starfall II' });
    await products.delete([1, 2]);
    expect(sent()).toEqual([
      { request: 'POST /product/list', body: page },
      { request: 'GET /product/7', body: undefined },
      { request: 'POST /product', body: { title: 'Starfall' } },
      { request: 'PUT /product/7', body: { title: 'Starfall II' } },
      { request: 'POST /product/delete', body: { ids: [1, 2] } },
    ]);
  });

  it('puts the shared path parameters in every call, beside the row id', async () => {
    for (const endpoint of Object.values(listEndpoints)) api.on(endpoint, () => ({}) as never);
    const lists = resourceCalls(listEndpoints, { kind: 'influencer' });
    await lists.update(3, { name: 'Retro fans' });
    await lists.delete([3]);
    expect(sent().map((call) => call.request)).toEqual([
      'PUT /list/influencer/3',
      'POST /list/influencer/delete',
    ]);
  });
});
