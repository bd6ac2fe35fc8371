import { UNUSED_CODES_FILE, USED_CODES_FILE } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ExportKind, exportCodes, exportedCount } from './export-file.ts';

function answering(headers: Record<string, string>) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response('AAAA\nBBBB\n', { status: 200, headers }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The name an export is saved under when the server answers this Content-Disposition. */
async function exportFileName(kind: ExportKind, disposition: string | null) {
  answering(disposition === null ? {} : { 'Content-Disposition': disposition });
  const input =
    kind === 'unused'
      ? { kind, body: { campaignId: 7 } }
      : { kind: 'used' as const, body: { campaignId: 7 } };
  return (await exportCodes(input, () => {})).fileName;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the export file name', () => {
  it('falls back to the SPEC name of each kind when the server names no file', async () => {
    expect(await exportFileName('unused', null)).toBe(UNUSED_CODES_FILE);
    expect(await exportFileName('unused', null)).toBe('unused-redeem-codes.txt');
    expect(await exportFileName('used', null)).toBe('used-redeem-codes.txt');
    expect(await exportFileName('used', 'attachment')).toBe(USED_CODES_FILE);
  });

  it("honours the server's name, plain or RFC 5987 encoded", async () => {
    expect(await exportFileName('unused', 'attachment; filename="summer-steam-unused.txt"')).toBe(
      'summer-steam-unused.txt',
    );
    expect(
      await exportFileName(
        'used',
        'attachment; filename="x.txt"; filename*=UTF-8\'\'cl%C3%A9s-used.txt',
      ),
    ).toBe('clés-used.txt');
  });

  it('keeps only the base name of a path the server sends', async () => {
    expect(await exportFileName('unused', 'attachment; filename="../../etc/codes.txt"')).toBe(
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
  it("posts to the kind's path and saves under the default name with the count", async () => {
    const fetch = answering({ 'x-redeem-code-count': '2' });
    const save = vi.fn();
    const result = await exportCodes(
      { kind: 'unused', body: { campaignId: 7, remove: true } },
      save,
    );
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
    const fetch = answering({
      'Content-Disposition': 'attachment; filename="launch-used.txt"',
    });
    const save = vi.fn();
    const result = await exportCodes({ kind: 'used', body: { campaignId: 7 } }, save);
    expect(result).toEqual({ fileName: 'launch-used.txt', count: null });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/redeem-code/export-used');
    expect(save.mock.calls[0]?.[1]).toBe('launch-used.txt');
  });
});
