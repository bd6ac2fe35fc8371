import { idsRequest } from '../bulk.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  createProductRequest,
  deleteProductsResponse,
  product,
  productIdParams,
  productListRequest,
  productListResponse,
  updateProductRequest,
} from '../products.ts';

/** Settings > Products: games with art, platforms and store links. */
export const productEndpoints = defineEndpoints('products', {
  list: {
    method: 'POST',
    path: '/product/list',
    access: 'team',
    summary: 'Products: paging, sort, search by title, platform filter',
    body: productListRequest,
    response: productListResponse,
  },
  create: {
    method: 'POST',
    path: '/product',
    access: 'team',
    summary: 'Create a product (image: an s3key from POST /campaign/upload-image)',
    body: createProductRequest,
    response: product,
  },
  get: {
    method: 'GET',
    path: '/product/{id}',
    access: 'team',
    summary: 'A product',
    params: productIdParams,
    response: product,
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/product/{id}',
    access: 'team',
    summary: 'Edit a product (only the fields sent)',
    params: productIdParams,
    body: updateProductRequest,
    partial: true,
    response: product,
    errors: [404],
  },
  delete: {
    method: 'POST',
    path: '/product/delete',
    access: 'team',
    summary: 'Delete products; one used by campaigns answers "Error deleting product" and why',
    body: idsRequest,
    response: deleteProductsResponse,
  },
});
