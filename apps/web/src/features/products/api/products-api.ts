import {
  type CreateProductRequest,
  campaignEndpoints,
  type ProductListRequest,
  productEndpoints,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useFetchQuery, useInvalidate, usePagedList } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { resourceCalls } from '../../../api/resource-calls.ts';

export const {
  list: listProducts,
  get: getProduct,
  create: createProduct,
  update: updateProduct,
  delete: deleteProducts,
} = resourceCalls(productEndpoints);

/** Product covers and campaign art share the campaign image upload (SPEC 7). */
export function uploadImage(file: File) {
  return callEndpoint(campaignEndpoints.uploadImage, { file });
}

export function useProducts(params: ProductListRequest, enabled = true) {
  return usePagedList(queryKeys.products.list, listProducts, params, enabled);
}

export function useProduct(id: number) {
  return useFetchQuery(queryKeys.products.detail(id), (signal) => getProduct(id, signal));
}

/** Every product by title, for pickers (wizard, campaign filters). */
export const allProductsParams: ProductListRequest = {
  page: 0,
  pageSize: 100,
  sort: { field: 'title', order: 'asc' },
};

export function useSaveProduct() {
  const invalidate = useInvalidate(queryKeys.products.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateProductRequest }) =>
      id === null ? createProduct(body) : updateProduct(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteProducts() {
  const invalidate = useInvalidate(queryKeys.products.all);
  return useMutation({ mutationFn: deleteProducts, onSettled: invalidate });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
