import {
  CAMPAIGN_IMAGE_UPLOAD_PATH,
  type CreateProductRequest,
  deleteProductsResponse,
  type ProductListRequest,
  product,
  productListResponse,
  UPLOAD_FIELD,
  type UpdateProductRequest,
  uploadResponse,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { parseResponse } from '../../api/parse-response.ts';
import { queryKeys } from '../../api/query-keys.ts';

export async function listProducts(params: ProductListRequest, signal?: AbortSignal) {
  return parseResponse(
    productListResponse,
    await http.post<unknown>('product/list', params, { signal }),
  );
}

export async function getProduct(id: number, signal?: AbortSignal) {
  return parseResponse(product, await http.get<unknown>(`product/${id}`, { signal }));
}

export async function createProduct(body: CreateProductRequest) {
  return parseResponse(product, await http.post<unknown>('product', body));
}

export async function updateProduct(id: number, body: UpdateProductRequest) {
  return parseResponse(product, await http.put<unknown>(`product/${id}`, body));
}

export async function deleteProducts(ids: number[]) {
  return parseResponse(deleteProductsResponse, await http.post<unknown>('product/delete', { ids }));
}

/** Product covers and campaign art share the campaign image upload (SPEC 7). */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return parseResponse(uploadResponse, await http.post<unknown>(CAMPAIGN_IMAGE_UPLOAD_PATH, form));
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
