// SPEC section 7's calls on the main API, by area. A contract test checks each landed
// area's routes against the server's OpenAPI document; later issues add their areas.

export type SpecRoute = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };

export const specRoutes = {
  auth: [
    { method: 'POST', path: '/auth/login' },
    { method: 'GET', path: '/user' },
    { method: 'PUT', path: '/user' },
    { method: 'POST', path: '/user/list' },
    { method: 'POST', path: '/user' },
    { method: 'PUT', path: '/user/{id}' },
    { method: 'GET', path: '/user/{id}' },
    { method: 'POST', path: '/user/delete' },
  ],
} as const satisfies Record<string, readonly SpecRoute[]>;

export const API_BASE = '/api';
