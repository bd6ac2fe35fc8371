import { z } from 'zod';
import { bulkAnswer } from './bulk.ts';
import { gamePlatform } from './enums.ts';
import { id, optionalString, requiredString, timestamps } from './fields.ts';
import { listRequest, listResponse } from './paging.ts';

/** A stored file as answers show it (request bodies send only the `s3key`). */
export const storedFile = z.object({ s3key: z.string(), url: z.string() });
export type StoredFile = z.infer<typeof storedFile>;

/** An absolute http(s) link; anything else -> "Invalid URL". */
export const httpUrl = z
  .string()
  .trim()
  .max(2000, { error: 'Invalid URL' })
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), { error: 'Invalid URL' });

/** A store page of the game (Steam, Epic, ...): shown on the public invite page. */
export const storeLink = z.object({ platform: gamePlatform, url: httpUrl });
export type StoreLink = z.infer<typeof storeLink>;

export const productMessages = {
  /** The reason given with "Error deleting product". */
  usedByCampaigns: (count: number) =>
    `It is used by ${count} campaign${count === 1 ? '' : 's'}; delete or change those first`,
} as const;

export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: storedFile.nullable(),
  platforms: z.array(gamePlatform),
  storeLinks: z.array(storeLink),
  /** Campaigns that use the product (a product in use cannot be deleted). */
  campaignsCount: z.number().int(),
  ...timestamps,
});
export type Product = z.infer<typeof product>;

/** How other answers name a product. */
export const productRef = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
});
export type ProductRef = z.infer<typeof productRef>;

const productFields = {
  title: requiredString(200),
  description: optionalString(10_000),
  /** s3key from POST /campaign/upload-image; null removes the image. */
  image: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
  platforms: z.array(gamePlatform).max(8).default([]),
  storeLinks: z.array(storeLink).max(20).default([]),
};

export const createProductRequest = z.object(productFields);
export type CreateProductRequest = z.input<typeof createProductRequest>;
/** PUT /product/{id}: every field optional; absent fields are kept. */
export const updateProductRequest = z.object({
  title: productFields.title.optional(),
  description: productFields.description.optional(),
  image: productFields.image.optional(),
  platforms: z.array(gamePlatform).max(8).optional(),
  storeLinks: z.array(storeLink).max(20).optional(),
});
export type UpdateProductRequest = z.input<typeof updateProductRequest>;

export const productIdParams = z.object({ id });

export const productSortFields = ['title', 'campaignsCount', 'createdAt', 'updatedAt'] as const;
/** Search: title. */
export const productListRequest = listRequest([...productSortFields], {
  /** Has any of these platforms. */
  platform: z.array(gamePlatform).max(8),
});
export type ProductListRequest = z.input<typeof productListRequest>;
export const productListResponse = listResponse(product);
export type ProductListResponse = z.infer<typeof productListResponse>;

/**
 * Per product id. A product used by campaigns answers ok:false, message
 * "Error deleting product" and `reason` (productMessages.usedByCampaigns).
 */
export const deleteProductsResponse = bulkAnswer({ reason: z.string().optional() });
export type DeleteProductsResponse = z.infer<typeof deleteProductsResponse>;
