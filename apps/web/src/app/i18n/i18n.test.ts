// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { catalogueI18n } from './catalogue-i18n.ts';
import { catalogueFrom } from './extract-strings.ts';
import {
  fetchWithRetry,
  TRANSLATION_RETRIES,
  TRANSLATION_RETRY_DELAY_MS,
} from './fetch-with-retry.ts';
import { LOAD_PATH, loadPathFor } from './i18n.ts';

// A real server whose answers per path follow a script: e.g. 503, 503, 200.
const scripts = new Map<string, number[]>();
const hits = new Map<string, number>();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    const count = hits.get(path) ?? 0;
    hits.set(path, count + 1);
    const status = scripts.get(path)?.[count] ?? 200;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(status === 200 ? JSON.stringify({ Hello: 'Hello' }) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('translation loading retry', () => {
  it('retries 5xx with a 350 ms delay that doubles, then succeeds', async () => {
    scripts.set('/a.json', [503, 500, 200]);
    const { waits, sleep } = recorder();
    const result = await fetchWithRetry(`${base}/a.json`, { sleep });
    expect(result).toMatchObject({ status: 200, attempts: 3 });
    expect(JSON.parse(result.text)).toEqual({ Hello: 'Hello' });
    expect(waits).toEqual([350, 700]);
    expect(hits.get('/a.json')).toBe(3);
  });

  it('gives up after 5 retries (6 attempts)', async () => {
    scripts.set('/down.json', [503, 503, 503, 503, 503, 503, 200]);
    const { waits, sleep } = recorder();
    await expect(fetchWithRetry(`${base}/down.json`, { sleep })).rejects.toThrow(/503/);
    expect(hits.get('/down.json')).toBe(TRANSLATION_RETRIES + 1);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    expect(TRANSLATION_RETRY_DELAY_MS).toBe(350);
  });

  it('retries network failures too', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation((input) => fetch(input));
    const { waits, sleep } = recorder();
    const result = await fetchWithRetry(`${base}/net.json`, { sleep, fetch: fetchMock });
    expect(result.attempts).toBe(2);
    expect(waits).toEqual([350]);
  });

  it('does not retry a missing file (4xx)', async () => {
    scripts.set('/missing.json', [404, 200]);
    const { waits, sleep } = recorder();
    const result = await fetchWithRetry(`${base}/missing.json`, { sleep });
    expect(result).toMatchObject({ status: 404, attempts: 1 });
    expect(waits).toEqual([]);
  });

  it('never requests a file for Arabic: it has no catalogue and falls back to English', () => {
    expect(loadPathFor(['en'])).toBe(LOAD_PATH);
    expect(loadPathFor(['ar'])).toBe('');
  });
});

describe('English catalogue', () => {
  it('public/locales/en/translation.json has every string the code uses', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const webRoot = join(here, '../../..');
    const onDisk = JSON.parse(
      readFileSync(join(webRoot, 'public/locales/en/translation.json'), 'utf8'),
    );
    const expected = buildCatalogue(join(webRoot, 'src'));
    const missing = Object.keys(expected).filter((k) => onDisk[k] !== expected[k]);
    expect(missing, 'run: node apps/web/scripts/extract-strings.ts').toEqual([]);
  });

  it('writes both plural forms of a t() call with defaultValue_one, and i18next picks by count', async () => {
    const source = `t('Approve {{count}} creators', {
      count: ids.length,
      defaultValue_one: 'Approve {{count}} creator',
    }); t('Plain')`;
    const catalogue = catalogueFrom([source], []);
    expect(catalogue).toEqual({
      'Approve {{count}} creators': 'Approve {{count}} creators',
      'Approve {{count}} creators_one': 'Approve {{count}} creator',
      'Approve {{count}} creators_other': 'Approve {{count}} creators',
      Plain: 'Plain',
    });
    const instance = catalogueI18n(catalogue, 'ar');
    const title = (count: number) => instance.t('Approve {{count}} creators', { count });
    expect([title(1), title(3), title(0)]).toEqual([
      'Approve 1 creator',
      'Approve 3 creators',
      'Approve 0 creators',
    ]);
  });
});
