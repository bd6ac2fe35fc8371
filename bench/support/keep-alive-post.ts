import { Agent, request } from 'node:http';

export type PostAnswer = { status: number; text: string };

/**
 * JSON POSTs to one URL over node:http with keep-alive rather than fetch: the load generator
 * shares the machine's cores with the server and the database, so it should cost as little
 * CPU as it can.
 */
export function keepAlivePoster(target: URL, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Promise<PostAnswer>((resolve, reject) => {
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { post, close: () => agent.destroy() };
}
