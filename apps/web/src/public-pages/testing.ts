import { vi } from 'vitest';

// Test helpers of the public pages: a fetch stand-in answering by method and path.

type Handler = (body: unknown) => { status?: number; body: unknown };

/** Stubs fetch: `routes['GET /api/...']` answers that call; anything else is a 404. */
export function stubApi(routes: Record<string, Handler | { status?: number; body: unknown }>) {
  const calls: string[] = [];
  const spy = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const route = routes[key];
    const sent = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body } =
      typeof route === 'function'
        ? route(sent)
        : (route ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return { calls, spy };
}

/** Lets pending promises (answers, renders) settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's <main>, fresh. */
export function freshMain(): HTMLElement {
  document.body.innerHTML = '<main id="main" class="content"></main>';
  return document.getElementById('main') as HTMLElement;
}

export const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');
