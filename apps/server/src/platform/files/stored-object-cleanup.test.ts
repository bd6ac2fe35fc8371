import type { UploadResponse } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories.ts';
import { uniq } from '../../../test/influencer-factories.ts';
import {
  GIF_BYTES,
  JPEG_BYTES,
  multipartFile,
  PDF_BYTES,
  PNG_1PX,
  postMultipart,
} from '../../../test/multipart.ts';
import { requestOk } from '../../../test/request-ok.ts';
import { appsOnEveryStorage, download, storedKeys } from '../../../test/storage-backends.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { files } from '../db/schema/index.ts';
import { sweepUnattachedUploads } from './jobs.ts';

// Replaced or deleted product images and campaign files are removed from storage once the
// change commits, unless another row still points at them.
const apps = await appsOnEveryStorage();
type Headers = Record<string, string>;

describe.each(apps)('on $backend storage', ({ t }: { t: TestApp }) => {
  async function upload(headers: Headers, path: string, body: ReturnType<typeof multipartFile>) {
    const response = await postMultipart(t, headers, `/api${path}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UploadResponse>();
  }

  const call = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
    requestOk<{ id: number }>(t, method, `/api${url}`, headers, payload);

  /** A product through the API, with this uploaded image when one is given. */
  const createProduct = (headers: Headers, image?: UploadResponse) =>
    call('POST', '/product', headers, {
      title: uniq('Game '),
      ...(image ? { image: image.s3key } : {}),
    });

  const stored = async (file: UploadResponse) => (await storedKeys(t.config)).has(file.s3key);

  describe('stored objects nothing points at any more', () => {
    it("a product's replaced image goes, and its image goes with the product", async () => {
      const me = await signedIn(t);
      const first = await upload(me.headers, '/campaign/upload-image', multipartFile(PNG_1PX));
      const second = await upload(me.headers, '/campaign/upload-image', multipartFile(GIF_BYTES));
      const product = await createProduct(me.headers, first);
      await call('PUT', `/product/${product.id}`, me.headers, { image: second.s3key });
      expect(await stored(first)).toBe(false);
      expect((await download(t, first.url)).status).toBe(404);
      expect(await stored(second)).toBe(true);

      await call('POST', '/product/delete', me.headers, { ids: [product.id] });
      expect(await stored(second)).toBe(false);
    });

    it("a campaign's replaced image goes, its untouched brief stays, and both go with it", async () => {
      const me = await signedIn(t);
      const product = await createProduct(me.headers);
      const image = await upload(me.headers, '/campaign/upload-image', multipartFile(PNG_1PX));
      const newImage = await upload(
        me.headers,
        '/campaign/upload-image',
        multipartFile(JPEG_BYTES),
      );
      const brief = await upload(
        me.headers,
        '/campaign/upload-file',
        multipartFile(PDF_BYTES, { filename: 'brief.pdf' }),
      );
      const campaign = await call('POST', '/campaign', me.headers, {
        name: uniq('Launch '),
        productId: product.id,
        type: 'free',
        image: image.s3key,
        briefFile: brief.s3key,
      });
      await call('PUT', `/campaign/${campaign.id}`, me.headers, { image: newImage.s3key });
      expect(await stored(image)).toBe(false);
      expect(await stored(newImage)).toBe(true);
      expect(await stored(brief)).toBe(true);

      await call('POST', '/campaign/delete', me.headers, { ids: [campaign.id] });
      expect(await stored(newImage)).toBe(false);
      expect(await stored(brief)).toBe(false);
    });

    it('keeps an object another row still points at', async () => {
      const me = await signedIn(t);
      const shared = await upload(me.headers, '/campaign/upload-image', multipartFile(PNG_1PX));
      const other = await upload(me.headers, '/campaign/upload-image', multipartFile(GIF_BYTES));
      const product = await createProduct(me.headers, shared);
      await call('POST', '/campaign', me.headers, {
        name: uniq('Launch '),
        productId: product.id,
        type: 'free',
        brief: 'Play the first hour',
        image: shared.s3key,
      });
      await call('PUT', `/product/${product.id}`, me.headers, { image: other.s3key });
      expect(await stored(shared)).toBe(true);
      expect((await download(t, shared.url)).status).toBe(200);
    });

    it('the daily sweep removes day-old uploads nothing points at, and only those', async () => {
      const me = await signedIn(t);
      const abandoned = await upload(me.headers, '/campaign/upload-image', multipartFile(PNG_1PX));
      const attached = await upload(me.headers, '/campaign/upload-image', multipartFile(GIF_BYTES));
      const fresh = await upload(me.headers, '/campaign/upload-image', multipartFile(JPEG_BYTES));
      await call('POST', '/product', me.headers, { title: uniq('Game '), image: attached.s3key });
      const product = await createProduct(me.headers);
      const campaign = await call('POST', '/campaign', me.headers, {
        name: uniq('Launch '),
        productId: product.id,
        type: 'free',
        brief: 'Play the first hour',
      });
      // A template image is linked from HTML only: no key column names it.
      const inTemplate = await upload(
        me.headers,
        `/campaign/${campaign.id}/email-template/upload-image`,
        multipartFile(PNG_1PX),
      );
      const dayOld = [abandoned, attached, inTemplate].map((f) => f.s3key);
      await t.database.db
        .update(files)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(inArray(files.key, dayOld));

      expect(await sweepUnattachedUploads(t.ctx)).toBe(1);
      expect(await stored(abandoned)).toBe(false);
      expect(
        await t.database.db.select().from(files).where(eq(files.key, abandoned.s3key)),
      ).toEqual([]);
      expect(await Promise.all([attached, inTemplate, fresh].map(stored))).toEqual([
        true,
        true,
        true,
      ]);
    });
  });
});
