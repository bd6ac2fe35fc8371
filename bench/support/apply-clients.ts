// Child process: the apply-submit benchmark's concurrent creators. They run beside the server
// rather than on its event loop, as real clients would, so the figure is the server's.
import { once } from 'node:events';
import { Agent, request } from 'node:http';

export type ApplyClientsInput = {
  url: string;
  slug: string;
  /** The creators to send, one submission each: email, channel URL and their address. */
  creators: { email: string; channelUrl: string; ip: string }[];
  clients: number;
};
export type ApplyClientsResult = {
  seconds: number;
  /** Answers per HTTP status. */
  statuses: Record<string, number>;
  /** Distinct submission tokens answered. */
  tokens: number;
};

const [input] = (await once(process, 'message')) as [ApplyClientsInput];
const statuses: Record<string, number> = {};
const tokens = new Set<string>();
let next = 0;

// node:http with keep-alive rather than fetch: the load generator should cost as little CPU
// as it can, since it shares the machine's cores with the server and the database.
const agent = new Agent({ keepAlive: true, maxSockets: input.clients });
const target = new URL(`/api/public/apply/${input.slug}/submissions`, input.url);

function post(body: string, ip: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // The server trusts the proxy header (TRUST_PROXY): each creator has an address.
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const status = String(res.statusCode);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (res.statusCode === 200) tokens.add((JSON.parse(text) as { token: string }).token);
          resolve();
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function client() {
  for (;;) {
    const creator = input.creators[next++];
    if (creator === undefined) return;
    const { ip, ...sent } = creator;
    await post(JSON.stringify({ ...sent, fields: { platform: 'PC' } }), ip);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: input.clients }, client));
const result: ApplyClientsResult = {
  seconds: (performance.now() - started) / 1000,
  statuses,
  tokens: tokens.size,
};
agent.destroy();
process.send?.(result, () => process.disconnect());
