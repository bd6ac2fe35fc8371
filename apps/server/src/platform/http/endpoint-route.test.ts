import { defineEndpoints } from '@app/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpointRoutes, requireEndpointDeclaration } from './endpoint-route.ts';

const probe = defineEndpoints('probe', {
  echo: {
    method: 'PUT',
    path: '/probe/{id}',
    access: 'public',
    summary: 'Echo',
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ a: z.string().optional(), b: z.string().nullish() }),
    partial: true,
    response: z.object({ id: z.number(), keys: z.array(z.string()) }),
  },
});

async function probeApp(register: (app: FastifyInstance) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEndpointRoutes(app, { public: {}, team: {}, admin: {} });
  await app.register(async (declared) => {
    declared.addHook('onRoute', requireEndpointDeclaration);
    register(declared);
  });
  return app;
}

describe('endpoint routes', () => {
  it('register from the declaration: path params, and only the body keys sent', async () => {
    const app = await probeApp((scope) =>
      scope.endpoint(probe.echo, ({ params, body }) => ({
        id: params.id,
        keys: Object.keys(body),
      })),
    );
    const response = await app.inject({ method: 'PUT', url: '/probe/7', payload: { a: 'x' } });
    expect(response.json()).toEqual({ id: 7, keys: ['a'] });
  });

  it('refuse a route in the declared scope that no declaration describes', async () => {
    await expect(
      probeApp((scope) => {
        scope.get('/undeclared', async () => ({}));
      }).then((app) => app.ready()),
    ).rejects.toThrow('GET /undeclared is not declared in the contract');
  });
});
