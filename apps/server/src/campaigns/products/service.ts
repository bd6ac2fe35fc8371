import {
  type CreateProductRequest,
  type createProductRequest,
  type DeleteProductsResponse,
  messages,
  type Product,
  type ProductListResponse,
  product,
  type productListRequest,
  productMessages,
  type UpdateProductRequest,
  type updateProductRequest,
} from '@app/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  containsPattern,
  insertedRow,
  listPage,
  type ProductRow,
  products,
  releaseStoredObjects,
  sentFields,
  transaction,
  updateChangedColumns,
} from '../../platform/index.ts';
import { assertStoredFile, storedFileOf } from '../campaigns/stored-files.ts';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'jobs'>;

// Qualified by hand: inside a one-table select Drizzle writes bare column names, and a bare
// "id" in the subquery would be the campaign's.
const campaignsCount = sql<number>`(select count(*)::int from campaigns c where c.product_id = "products"."id")`;

const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  imageKey: products.imageKey,
  platforms: products.platforms,
  storeLinks: products.storeLinks,
  createdBy: products.createdBy,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

type ProductWithCount = ProductRow & { campaignsCount: number };

function toProductDto(storage: Ctx['storage'], row: ProductWithCount): Product {
  return product.parse({
    id: row.id,
    title: row.title,
    description: row.description,
    image: storedFileOf(storage, row.imageKey),
    platforms: row.platforms,
    storeLinks: row.storeLinks,
    campaignsCount: Number(row.campaignsCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

async function loadProduct(ctx: Ctx, db: DbOrTx, id: number): Promise<Product> {
  const [row] = await db
    .select({ ...productColumns, campaignsCount })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw AppError.notFound();
  return toProductDto(ctx.storage, row);
}

export async function getProduct(ctx: Ctx, id: number): Promise<Product> {
  return loadProduct(ctx, ctx.db, id);
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

export async function createProduct(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof createProductRequest>,
): Promise<Product> {
  const id = await transaction(ctx.db, async (tx) => {
    if (input.image) await assertStoredFile(tx, input.image, 'image', 'image');
    const row = await insertedRow(
      tx
        .insert(products)
        .values({
          title: input.title,
          description: input.description,
          imageKey: input.image,
          platforms: unique(input.platforms),
          storeLinks: input.storeLinks,
          createdBy: actor.id,
        })
        .returning({ id: products.id }),
    );
    return row.id;
  });
  return loadProduct(ctx, ctx.db, id);
}

/** PUT /product/{id}: only the fields sent change. */
export async function updateProduct(
  ctx: Ctx,
  id: number,
  input: Partial<z.output<typeof updateProductRequest>>,
): Promise<Product> {
  await transaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw AppError.notFound();
    const changes: Partial<typeof products.$inferInsert> = sentFields(input, [
      'title',
      'description',
      'storeLinks',
    ]);
    if (input.image !== undefined && input.image !== current.imageKey) {
      if (input.image !== null) await assertStoredFile(tx, input.image, 'image', 'image');
      changes.imageKey = input.image;
      await releaseStoredObjects(ctx.jobs, tx, [current.imageKey]);
    }
    if (input.platforms !== undefined) changes.platforms = unique(input.platforms);
    await updateChangedColumns(tx, products, id, changes);
  });
  return loadProduct(ctx, ctx.db, id);
}

const sortColumns = {
  title: sql`lower(${products.title})`,
  campaignsCount: sql`${campaignsCount}`,
  createdAt: sql`${products.createdAt}`,
  updatedAt: sql`${products.updatedAt}`,
};

export async function listProducts(
  ctx: Ctx,
  input: z.output<typeof productListRequest>,
): Promise<ProductListResponse> {
  const conditions: SQL[] = [];
  if (input.search) conditions.push(sql`${products.title} ilike ${containsPattern(input.search)}`);
  const platforms = input.filters?.platform;
  if (platforms?.length) {
    conditions.push(
      sql`${products.platforms} && array[${sql.join(
        platforms.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const sort = input.sort ?? { field: 'title' as const, order: 'asc' as const };
  const { rows, total } = await listPage(
    ctx.db
      .select({ ...productColumns, campaignsCount })
      .from(products)
      .where(where)
      .$dynamic(),
    ctx.db.select({ n: count() }).from(products).where(where),
    { column: sortColumns[sort.field], id: products.id, order: sort.order },
    input,
  );
  return { items: rows.map((r) => toProductDto(ctx.storage, r)), total };
}

/**
 * POST /product/delete: per id. A product that campaigns use is kept and answers
 * "Error deleting product" with the reason.
 */
export async function deleteProducts(
  ctx: Ctx,
  ids: readonly number[],
): Promise<DeleteProductsResponse> {
  const wanted = unique(ids);
  return transaction(ctx.db, async (tx) => {
    const rows = await tx
      .select({ id: products.id, imageKey: products.imageKey, campaignsCount })
      .from(products)
      .where(inArray(products.id, wanted))
      .for('update');
    const found = new Map(rows.map((r) => [r.id, Number(r.campaignsCount)]));
    const deletable = rows.filter((r) => Number(r.campaignsCount) === 0).map((r) => r.id);
    if (deletable.length > 0) {
      await tx.delete(products).where(inArray(products.id, deletable));
      await releaseStoredObjects(
        ctx.jobs,
        tx,
        rows.filter((r) => deletable.includes(r.id)).map((r) => r.imageKey),
      );
    }
    return {
      results: wanted.map((id) => {
        const used = found.get(id);
        if (used === undefined) return { id, ok: false, message: messages.notFound };
        if (used > 0) {
          return {
            id,
            ok: false,
            message: messages.errorDeletingProduct,
            reason: productMessages.usedByCampaigns(used),
          };
        }
        return { id, ok: true };
      }),
    };
  });
}

export type { CreateProductRequest, UpdateProductRequest };
