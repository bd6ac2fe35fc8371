import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_ALLOWED,
  emptyAllowlist,
  isAllowedAddress,
  OutboundAddressError,
  parseOutboundAllowlist,
  requestOutbound,
  resolveOutbound,
} from './outbound-guard.ts';

describe('outbound guard: which addresses a user may make the server reach', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified and their IPv4-mapped forms', () => {
    const internal = [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a00:1', // 10.0.0.1
      '[::1]',
    ];
    for (const address of internal) expect(isAllowedAddress(address), address).toBe(false);
  });

  it('lets public addresses through, including neighbours of the refused ranges', () => {
    const external = [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '169.253.0.1',
      '11.0.0.1',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
    ];
    for (const address of external) expect(isAllowedAddress(address), address).toBe(true);
  });

  it('allows what OUTBOUND_ALLOWLIST names: an address, a CIDR range, a host name', async () => {
    const allowlist = parseOutboundAllowlist(' 127.0.0.1, 10.1.0.0/16 ,fd00::/8, Mail.Internal. ');
    expect(allowlist.entries).toEqual(['127.0.0.1', '10.1.0.0/16', 'fd00::/8', 'mail.internal']);
    expect(isAllowedAddress('127.0.0.1', allowlist)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', allowlist)).toBe(true);
    expect(isAllowedAddress('127.0.0.2', allowlist)).toBe(false);
    expect(isAllowedAddress('10.1.200.3', allowlist)).toBe(true);
    expect(isAllowedAddress('10.2.0.1', allowlist)).toBe(false);
    expect(isAllowedAddress('fd00::5', allowlist)).toBe(true);
    expect(isAllowedAddress('::1', allowlist)).toBe(false);
    // A named host is trusted whatever it resolves to.
    const named = await resolveOutbound('LOCALHOST', parseOutboundAllowlist('localhost'));
    expect(named.length).toBeGreaterThan(0);
  });

  it('refuses an allowlist entry that is neither a host name, an address nor a range', () => {
    for (const bad of ['10.0.0.0/33', '::1/129', 'not a host', 'a/b', '10.0.0.0/8/1', 'x_y.test']) {
      expect(() => parseOutboundAllowlist(bad), bad).toThrow(/is not a host name/);
    }
    expect(parseOutboundAllowlist('').entries).toEqual([]);
    expect(parseOutboundAllowlist(' , ').entries).toEqual([]);
  });

  it('checks every address a name resolves to (localhost is loopback)', async () => {
    await expect(resolveOutbound('localhost', emptyAllowlist)).rejects.toThrow(
      `${ADDRESS_NOT_ALLOWED}: localhost resolves to the internal address`,
    );
    await expect(resolveOutbound('10.0.0.1', emptyAllowlist)).rejects.toThrow(
      `${ADDRESS_NOT_ALLOWED}: 10.0.0.1 is an internal address`,
    );
    expect(await resolveOutbound('8.8.8.8', emptyAllowlist)).toEqual([
      { address: '8.8.8.8', family: 4 },
    ]);
    const local = parseOutboundAllowlist('127.0.0.1,::1');
    expect((await resolveOutbound('localhost', local)).length).toBeGreaterThan(0);
  });
});

describe('requestOutbound', async () => {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(204).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const port = (server.address() as AddressInfo).port;
  const post = (url: string, allowlist = emptyAllowlist) =>
    requestOutbound(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      timeoutMs: 2000,
      allowlist,
    });

  it('refuses internal targets, by address or by name, without connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      `http://localhost:${port}/hook`,
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      'http://0.0.0.0/',
    ]) {
      await expect(post(url), url).rejects.toThrow(OutboundAddressError);
    }
    expect(hits).toBe(0);
  });

  it('reaches an allowlisted address, by address and by a name resolving to it', async () => {
    const allowlist = parseOutboundAllowlist('127.0.0.1');
    expect(await post(`http://127.0.0.1:${port}/hook`, allowlist)).toEqual({ status: 204 });
    expect(hits).toBe(1);
    const both = parseOutboundAllowlist('127.0.0.1, ::1');
    expect(await post(`http://localhost:${port}/hook`, both)).toEqual({ status: 204 });
    expect(hits).toBe(2);
  });

  it('refuses other schemes', async () => {
    await expect(post('ftp://example.com/x')).rejects.toThrow(/Only http and https/);
  });
});
