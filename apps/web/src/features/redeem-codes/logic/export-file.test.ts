import { UNUSED_CODES_FILE, USED_CODES_FILE } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../api/http-client.ts';
import { exportCodes, exportedCount, exportFileName } from './export-file.ts';

describe('exportFileName', () => {
  it('falls back to the SPEC name of each kind when the server names no file', () => {
    expect(exportFileName('unused', null)).toBe(UNUSED_CODES_FILE);
    expect(exportFileName('unused', null)).toBe('unused-redeem-codes.txt');
    expect(exportFileName('used', null)).toBe('used-redeem-codes.txt');
    expect(exportFileName('used', 'attachment')).toBe(USED_CODES_FILE);
  });

  it("honours the server's name, plain or RFC 5987 encoded", () => {
    expect(exportFileName('unused', 'attachment; filename="summer-steam-unused.txt"')).toBe(
      'summer-steam-unused.txt',
    );
    expect(
      exportFileName('used', 'attachment; filename="x.txt"; filename*=UTF-8\'\'cl%C3%A9s-used.txt'),
    ).toBe('clés-used.txt');
  });

  it('keeps only the base name of a path the server sends', () => {
    expect(exportFileName('unused', 'attachment; filename="../../etc/codes.txt"')).toBe(
      'codes.txt',
    );
  });
});

describe('exportedCount', () => {
  it('reads a whole number and ignores anything else', () => {
    expect(exportedCount('1995')).toBe(1995);
    expect(exportedCount(' 0 ')).toBe(0);
    expect(exportedCount(null)).toBeNull();
    expect(exportedCount('12abc')).toBeNull();
    expect(exportedCount('-3')).toBeNull();
  });
});

describe('exportCodes', () => {
  function clientAnswering(headers: Record<string, string>) {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('AAAA\nBBBB\n', { status: 200, headers }),
    );
    const client = createHttpClient({
      baseUrl: '/api/',
      getToken: () => 'token',
      onUnauthorized: () => {},
      fetch,
    });
    return { client, fetch };
  }

  it("posts to the kind's path and saves under the default name with the count", async () => {
    const { client, fetch } = clientAnswering({ 'x-redeem-code-count': '2' });
    const save = vi.fn();
    const result = await exportCodes(client, 'unused', { campaignId: 7, remove: true }, save);
    expect(result).toEqual({ fileName: 'unused-redeem-codes.txt', count: 2 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/redeem-code/export-unused');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ campaignId: 7, remove: true });
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('unused-redeem-codes.txt');
    expect(await (blob as Blob).text()).toBe('AAAA\nBBBB\n');
  });

  it("saves the used export under the server's name", async () => {
    const { client, fetch } = clientAnswering({
      'Content-Disposition': 'attachment; filename="launch-used.txt"',
    });
    const save = vi.fn();
    const result = await exportCodes(client, 'used', { campaignId: 7 }, save);
    expect(result).toEqual({ fileName: 'launch-used.txt', count: null });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/redeem-code/export-used');
    expect(save.mock.calls[0]?.[1]).toBe('launch-used.txt');
  });
});
