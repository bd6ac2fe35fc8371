import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Outbound connections made for a user (webhook deliveries, SMTP tests and sends) must not
 * reach this installation's own network: loopback, private, link-local (the cloud metadata
 * address 169.254.169.254), CGNAT and unspecified addresses are refused after DNS resolution,
 * unless OUTBOUND_ALLOWLIST names the host, the address or its range. The name is resolved
 * once, every address it has is checked, and the connection goes to a checked address (never
 * a second resolution that could answer differently: DNS rebinding).
 */

/** The answer to a refused address (a field error, the SMTP test's detail, a delivery error). */
export const ADDRESS_NOT_ALLOWED = 'This address is not allowed';

export class OutboundAddressError extends Error {
  override name = 'OutboundAddressError';
  readonly code = 'EOUTBOUNDREFUSED';
  readonly host: string;
  readonly address: string;
  constructor(host: string, address: string) {
    super(
      host === address
        ? `${ADDRESS_NOT_ALLOWED}: ${address} is an internal address`
        : `${ADDRESS_NOT_ALLOWED}: ${host} resolves to the internal address ${address}`,
    );
    this.host = host;
    this.address = address;
  }
}

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}
// IPv4-mapped IPv6 (::ffff:127.0.0.1): BlockList matches those against the IPv4 ranges.

/** What OUTBOUND_ALLOWLIST names: host names, addresses and CIDR ranges. */
export type OutboundAllowlist = {
  readonly entries: readonly string[];
  readonly hosts: ReadonlySet<string>;
  readonly addresses: BlockList;
};

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const bare = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * "a.example, 127.0.0.1, 10.1.0.0/16, ::1": host names (matched exactly), addresses and CIDR
 * ranges. Throws naming the first entry that is none of these.
 */
export function parseOutboundAllowlist(value: string): OutboundAllowlist {
  const entries = value
    .split(',')
    .map(bare)
    .filter((entry) => entry.length > 0);
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const entry of entries) {
    const [network = '', prefixText, ...rest] = entry.split('/');
    const version = isIP(network);
    if (prefixText !== undefined) {
      const prefix = Number(prefixText);
      const max = version === 6 ? 128 : 32;
      if (version === 0 || rest.length > 0 || !/^\d+$/.test(prefixText) || prefix > max) {
        throw new Error(`"${entry}" is not a host name, IP address or CIDR range`);
      }
      addresses.addSubnet(network, prefix, familyOf(network));
    } else if (version !== 0) {
      addresses.addAddress(network, familyOf(network));
    } else if (HOST_NAME.test(entry)) {
      hosts.add(entry);
    } else {
      throw new Error(`"${entry}" is not a host name, IP address or CIDR range`);
    }
  }
  return { entries, hosts, addresses };
}

export const emptyAllowlist = parseOutboundAllowlist('');

/** True when an outbound connection may go to `address` (an IP): not internal, or allowlisted. */
export function isAllowedAddress(
  address: string,
  allowlist: OutboundAllowlist = emptyAllowlist,
): boolean {
  const ip = bare(address).replace(/%.*$/, ''); // fe80::1%eth0: the zone is not the address
  const family = familyOf(ip);
  if (!internal.check(ip, family)) return true;
  return allowlist.addresses.check(ip, family);
}

/** Throws OutboundAddressError unless every address may be reached for `host`. */
function checkAll(host: string, addresses: readonly LookupAddress[], allowlist: OutboundAllowlist) {
  if (allowlist.hosts.has(host)) return;
  const refused = addresses.find((a) => !isAllowedAddress(a.address, allowlist));
  if (refused) throw new OutboundAddressError(host, refused.address);
}

function lookupAll(host: string, timeoutMs: number): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`DNS lookup of ${host} timed out`) as Error & { code: string };
      error.code = 'ETIMEOUT';
      reject(error);
    }, timeoutMs);
    timer.unref();
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/**
 * Every address of `host` (a name or an IP literal, brackets allowed), each checked: throws
 * OutboundAddressError when one of them is internal and not allowlisted, or the DNS error.
 */
export async function resolveOutbound(
  host: string,
  allowlist: OutboundAllowlist,
  options: { timeoutMs?: number } = {},
): Promise<LookupAddress[]> {
  const name = bare(host);
  const version = isIP(name.replace(/%.*$/, ''));
  const addresses =
    version !== 0
      ? [{ address: name, family: version }]
      : await lookupAll(name, options.timeoutMs ?? 10_000);
  if (addresses.length === 0) throw new Error(`${name} has no address`);
  checkAll(name, addresses, allowlist);
  return addresses;
}

/**
 * Checks a URL a user is saving (a webhook): throws OutboundAddressError when its host is, or
 * now resolves to, an internal address that is not allowlisted. A name that does not resolve
 * (yet) passes: the connection checks again when it is made.
 */
export async function assertOutboundUrl(
  url: string,
  allowlist: OutboundAllowlist,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  try {
    await resolveOutbound(new URL(url).hostname, allowlist, {
      timeoutMs: options.timeoutMs ?? 5000,
    });
  } catch (error) {
    if (error instanceof OutboundAddressError) throw error;
  }
}

/**
 * A `lookup` for net/http/tls connections: resolves through resolveOutbound, so the socket
 * connects to an address that was checked, and a refused name fails the connection.
 */
export function outboundLookup(allowlist: OutboundAllowlist): LookupFunction {
  return (hostname, options, callback) => {
    resolveOutbound(hostname, allowlist).then(
      (found) => {
        const family = options.family;
        const wanted =
          family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;
        const usable = wanted ? found.filter((a) => a.family === wanted) : found;
        if (usable.length === 0) {
          const error = Object.assign(new Error(`${hostname} has no IPv${wanted} address`), {
            code: 'ENOTFOUND',
          });
          callback(error, '', 0);
        } else if (options.all) {
          callback(null, usable);
        } else {
          const [first] = usable as [LookupAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * An HTTP(S) request to a user's URL through the guard: the host is checked (an IP literal
 * up front, a name by the lookup the socket connects with). No redirect is followed. Answers
 * the status once the body is read; `timeoutMs` bounds the whole exchange.
 */
export function requestOutbound(
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    timeoutMs: number;
    allowlist: OutboundAllowlist;
  },
): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!client) {
      reject(new Error(`Only http and https URLs can be called, not ${target.protocol}`));
      return;
    }
    // An IP literal never reaches `lookup`: it is checked here.
    const literal = bare(target.hostname);
    if (isIP(literal) !== 0) {
      try {
        checkAll(literal, [{ address: literal, family: isIP(literal) }], init.allowlist);
      } catch (error) {
        reject(error);
        return;
      }
    }
    const request = client.request(target, {
      method: init.method,
      headers:
        init.body === undefined
          ? init.headers
          : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
      lookup: outboundLookup(init.allowlist),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.resume();
    });
    request.end(init.body);
  });
}
