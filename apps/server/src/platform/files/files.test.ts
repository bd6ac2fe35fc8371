import { messages, type UploadResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { getProfile, signedIn, updateProfile } from '../../../test/factories.ts';
import { GIF_BYTES, JPEG_BYTES, multipartFile, PNG_1PX } from '../../../test/multipart.ts';
import { appsOnEveryStorage, download, storedKeys } from '../../../test/storage-backends.ts';
import type { TestApp } from '../../../test/test-app.ts';

// One app per storage backend; every upload test runs on each.
const apps = await appsOnEveryStorage({ IMAGE_MAX_BYTES: '2048' });

const upload = (
  app: TestApp,
  headers: Record<string, string>,
  body: ReturnType<typeof multipartFile>,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe.each(apps)('on $backend storage', ({ backend, t }) => {
  const stored = async (key: string) => (await storedKeys(t.config)).has(key);

  describe('POST /api/user/avatar', () => {
    it('takes a PNG named .gif as a PNG: the type comes from the content', async () => {
      const me = await signedIn(t);
      const response = await upload(
        t,
        me.headers,
        multipartFile(PNG_1PX, { filename: 'photo.gif', contentType: 'image/gif' }),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<UploadResponse>();
      expect(body.s3key).toMatch(/^[0-9a-f]{32}\.png$/);
      // Local files are served by the app; S3 ones by the bucket, path-style.
      const base = t.config.s3 ? `${t.config.s3.endpoint}/${t.config.s3.bucket}` : '/files';
      expect(body.url).toBe(`${base}/${body.s3key}`);
      expect(await stored(body.s3key)).toBe(true);

      const served = await download(t, body.url);
      expect(served.status).toBe(200);
      expect(served.contentType).toBe('image/png');
      expect(served.body.equals(PNG_1PX)).toBe(true);
    });

    it('takes jpeg and gif', async () => {
      const me = await signedIn(t);
      const jpeg = await upload(t, me.headers, multipartFile(JPEG_BYTES, { filename: 'a.jpeg' }));
      expect(jpeg.json().s3key).toMatch(/\.jpg$/);
      const gif = await upload(t, me.headers, multipartFile(GIF_BYTES, { filename: 'a.gif' }));
      expect(gif.json().s3key).toMatch(/\.gif$/);
    });

    it('refuses a text file named .png with 415, storing nothing', async () => {
      const me = await signedIn(t);
      const before = await storedKeys(t.config);
      const response = await upload(
        t,
        me.headers,
        multipartFile(Buffer.from('hello, I am text'), {
          filename: 'evil.png',
          contentType: 'image/png',
        }),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: messages.unsupportedImageType,
      });
      expect(await storedKeys(t.config)).toEqual(before);
    });

    it('refuses an image over IMAGE_MAX_BYTES with 413 Image is too large, storing nothing', async () => {
      const me = await signedIn(t);
      const before = await storedKeys(t.config);
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(4096)]);
      const response = await upload(t, me.headers, multipartFile(big, { filename: 'big.png' }));
      expect(response.statusCode).toBe(413);
      // Like every upload's 413, it names the `file` field.
      expect(response.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: messages.imageTooLarge,
        fields: { file: messages.imageTooLarge },
      });
      expect(await storedKeys(t.config)).toEqual(before);
    });

    it('needs a `file` part, multipart, and a signed-in user', async () => {
      const me = await signedIn(t);
      const wrongField = await upload(t, me.headers, multipartFile(PNG_1PX, { field: 'image' }));
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().fields).toEqual({ file: messages.valueRequired });

      const json = await t.app.inject({
        method: 'POST',
        url: '/api/user/avatar',
        headers: me.headers,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);

      const anonymous = await upload(t, {}, multipartFile(PNG_1PX));
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('avatar on the profile', () => {
    it('sets an uploaded image with PUT /api/user, and removes the replaced one (job)', async () => {
      const me = await signedIn(t);
      const first = (await upload(t, me.headers, multipartFile(PNG_1PX))).json<UploadResponse>();
      const set = await updateProfile(t, me.headers, { avatarS3key: first.s3key });
      expect(set.statusCode).toBe(200);
      expect(set.json().avatarUrl).toBe(first.url);

      const second = (await upload(t, me.headers, multipartFile(GIF_BYTES))).json<UploadResponse>();
      await updateProfile(t, me.headers, { avatarS3key: second.s3key });
      expect((await getProfile(t, me.headers)).user?.avatarUrl).toBe(second.url);
      // The cleanup job ran after the commit: the old object is gone, the new one is served.
      expect(await stored(first.s3key)).toBe(false);
      expect((await download(t, first.url)).status).toBe(404);
      expect((await download(t, second.url)).status).toBe(200);

      const cleared = await updateProfile(t, me.headers, { avatarS3key: null });
      expect(cleared.json().avatarUrl).toBeNull();
      expect(await stored(second.s3key)).toBe(false);
    });

    it('refuses a key that was not uploaded, or that someone else uploaded', async () => {
      const me = await signedIn(t);
      const other = await signedIn(t);
      const theirs = (
        await upload(t, other.headers, multipartFile(PNG_1PX))
      ).json<UploadResponse>();
      for (const key of [
        theirs.s3key,
        '0123456789abcdef0123456789abcdef.png',
        '../../etc/passwd',
      ]) {
        const response = await updateProfile(t, me.headers, { avatarS3key: key });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ avatarS3key: messages.notFound });
      }
    });
  });

  it('answers 404 for a missing object, and the app serves no file from a bucket', async () => {
    const me = await signedIn(t);
    const file = (await upload(t, me.headers, multipartFile(PNG_1PX))).json<UploadResponse>();
    const missing = file.url.replace(file.s3key, '0123456789abcdef0123456789abcdef.png');
    expect((await download(t, missing)).status).toBe(404);
    const fromApp = await t.app.inject({ method: 'GET', url: `/files/${file.s3key}` });
    expect(fromApp.statusCode).toBe(backend === 'local' ? 200 : 404);
  });
});

describe('GET /files/{key} on local storage', () => {
  const local = apps.find((a) => a.backend === 'local');
  if (!local) throw new Error('no local app');
  const { t } = local;

  it('serves a stored file as its type, never sniffed, cached for good', async () => {
    const me = await signedIn(t);
    const file = (await upload(t, me.headers, multipartFile(GIF_BYTES))).json<UploadResponse>();
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for unknown keys and anything that is not a key (no path traversal)', async () => {
    for (const url of [
      '/files/0123456789abcdef0123456789abcdef.png',
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e%2fjwt-secret',
      '/files/../jwt-secret',
      '/files/jwt-secret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('test-secret');
    }
  });
});
