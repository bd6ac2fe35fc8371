import {
  createProductRequest,
  deleteProductsRequest,
  deleteProductsResponse,
  product,
  productIdParams,
  productListRequest,
  productListResponse,
  updateProductRequest,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { onlyPresent, rememberPresentKeys } from '../../http/present-keys.ts';
import { actorOf } from '../auth/authenticate.ts';
import { productEditor } from './policy.ts';
import {
  createProduct,
  deleteProducts,
  getProduct,
  listProducts,
  updateProduct,
} from './service.ts';

/** Products (Settings > Products): games with art, platforms and store links. */
export function productRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', productEditor);
    const tags = ['products'];

    app.post(
      '/product/list',
      {
        schema: {
          tags,
          summary: 'Products: paging, sort, search by title, platform filter',
          body: productListRequest,
          response: { 200: productListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listProducts(ctx, request.body),
    );

    app.post(
      '/product',
      {
        schema: {
          tags,
          summary: 'Create a product (image: an s3key from POST /campaign/upload-image)',
          body: createProductRequest,
          response: { 200: product, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => createProduct(ctx, actorOf(request), request.body),
    );

    app.get(
      '/product/:id',
      {
        schema: {
          tags,
          summary: 'A product',
          params: productIdParams,
          response: { 200: product, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => getProduct(ctx, request.params.id),
    );

    app.put(
      '/product/:id',
      {
        preValidation: rememberPresentKeys,
        schema: {
          tags,
          summary: 'Edit a product (only the fields sent)',
          params: productIdParams,
          body: updateProductRequest,
          response: { 200: product, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => updateProduct(ctx, request.params.id, onlyPresent(request, request.body)),
    );

    app.post(
      '/product/delete',
      {
        schema: {
          tags,
          summary:
            'Delete products; one used by campaigns answers "Error deleting product" and why',
          body: deleteProductsRequest,
          response: { 200: deleteProductsResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deleteProducts(ctx, request.body.ids),
    );
  };
}
