import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import type { Config } from '../config.ts';

/**
 * The address links point at: invite links, tracking and unsubscribe links, template images,
 * the Gmail sign-in return address. In order:
 * 1. PUBLIC_URL, when set: the operator said where creators reach the server.
 * 2. The origin of the signed-in team request that caused the link, directly or through the
 *    jobs it queued (the job carries it: jobs/*-queue.ts). Only signed-in requests count:
 *    a public page (apply, invite, tracking) could send any Host, and an email rendered from
 *    it would carry an attacker's address to a creator's inbox.
 * 3. The listen address, http://<HOST>:<port> (the bound port when PORT is 0), for links
 *    built with no such request: scheduled jobs, public pages, a worker recovering a send.
 */

type OriginConfig = Pick<Config, 'host' | 'port'> & { email: Pick<Config['email'], 'publicUrl'> };

const requestOrigin = new AsyncLocalStorage<string | null>();
const boundPorts = new WeakMap<object, number>();

/** `fn` runs with `origin` as the address of the request (or job) it serves; null: none. */
export function withRequestOrigin<T>(origin: string | null, fn: () => T): T {
  return requestOrigin.run(origin, fn);
}

/** The origin of the signed-in request (or the job it queued) being served, if any. */
export function currentRequestOrigin(): string | null {
  return requestOrigin.getStore() ?? null;
}

/** Called once the server listens: PORT 0 picks a port, and links must name the real one. */
export function rememberBoundPort(config: object, port: number): void {
  boundPorts.set(config, port);
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?(?::\\d{1,5})?$`, 'i');
const IPV6_HOST = /^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * `protocol://host` of a request as Fastify reads it (X-Forwarded-Proto / -Host only with
 * TRUST_PROXY), or null when it is not a plain host[:port] over http(s): no user info, path,
 * spaces or other characters that would change what a link points at.
 */
export function originOf(request: { protocol: string; host: string }): string | null {
  const protocol = request.protocol.trim().toLowerCase();
  const host = request.host.trim();
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (!HOST_NAME.test(host) && !IPV6_HOST.test(host)) return null;
  try {
    const url = new URL(`${protocol}://${host}`);
    return url.port !== '' && Number(url.port) > 65535 ? null : url.origin;
  } catch {
    return null;
  }
}

/** http://<HOST>:<port>, with "localhost" for a wildcard HOST (0.0.0.0, ::). */
export function listenOrigin(config: Pick<Config, 'host' | 'port'>): string {
  const port = boundPorts.get(config) ?? config.port;
  const host = config.host.trim();
  const name =
    host === '' || host === '0.0.0.0' || host === '::' || host === '[::]'
      ? 'localhost'
      : isIP(host) === 6
        ? `[${host}]`
        : host;
  return `http://${name}:${port}`;
}

/** Where links point now (see the top of this file). No trailing slash. */
export function publicOrigin(config: OriginConfig): string {
  return config.email.publicUrl ?? currentRequestOrigin() ?? listenOrigin(config);
}

/** The one line the server logs at start when it cannot know its public address. */
export function publicUrlWarning(config: OriginConfig): string | null {
  if (config.email.publicUrl) return null;
  return `PUBLIC_URL is not set: links the team copies use the address their browser reached this server at, emails sent from a team action use that address too, and emails sent otherwise (scheduled jobs, public pages) link to ${listenOrigin(config)}. Set PUBLIC_URL to the address creators reach this server at.`;
}
