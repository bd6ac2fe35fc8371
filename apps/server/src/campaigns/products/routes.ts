import { productEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import {
  createProduct,
  deleteProducts,
  getProduct,
  listProducts,
  updateProduct,
} from './service.ts';

/** Products (Settings > Products): games with art, platforms and store links. */
export function productRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.list, ({ body }) => listProducts(ctx, body));
    app.endpoint(endpoints.create, ({ actor, body }) => createProduct(ctx, actor, body));
    app.endpoint(endpoints.get, ({ params }) => getProduct(ctx, params.id));
    app.endpoint(endpoints.update, ({ params, body }) => updateProduct(ctx, params.id, body));
    app.endpoint(endpoints.delete, ({ body }) => deleteProducts(ctx, body.ids));
  };
}
