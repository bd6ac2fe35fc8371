import {
  type CreateProductRequest,
  campaignEndpoints,
  type ProductListRequest,
  productEndpoints,
  type UpdateProductRequest,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function listProducts(body: ProductListRequest, signal?: AbortSignal) {
  return callEndpoint(productEndpoints.list, { body, signal });
}

export function getProduct(id: number, signal?: AbortSignal) {
  return callEndpoint(productEndpoints.get, { params: { id }, signal });
}

export function createProduct(body: CreateProductRequest) {
  return callEndpoint(productEndpoints.create, { body });
}

export function updateProduct(id: number, body: UpdateProductRequest) {
  return callEndpoint(productEndpoints.update, { params: { id }, body });
}

export function deleteProducts(ids: number[]) {
  return callEndpoint(productEndpoints.delete, { body: { ids } });
}

/** Product covers and campaign art share the campaign image upload (SPEC 7). */
export function uploadImage(file: File) {
  return callEndpoint(campaignEndpoints.uploadImage, { file });
}

export function useProducts(params: ProductListRequest, enabled = true) {
  return useQuery({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ signal }) => listProducts(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** Every product by title, for pickers (wizard, campaign filters). */
export const allProductsParams: ProductListRequest = {
  page: 0,
  pageSize: 100,
  sort: { field: 'title', order: 'asc' },
};

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateProductRequest }) =>
      id === null ? createProduct(body) : updateProduct(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: deleteProducts, onSettled: invalidate });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
