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
  influencer: [
    { method: 'POST', path: '/influencer/list' },
    { method: 'POST', path: '/influencer' },
    { method: 'POST', path: '/influencer/migrate' },
    { method: 'POST', path: '/influencer/import' },
    { method: 'GET', path: '/influencer/{id}' },
    { method: 'PUT', path: '/influencer/{id}' },
    { method: 'POST', path: '/influencer/delete' },
    { method: 'POST', path: '/influencer/{id}/channel' },
    { method: 'POST', path: '/influencer/{id}/channel/{channelId}/stats' },
    { method: 'GET', path: '/influencer/{id}/channel/update' },
    { method: 'POST', path: '/influencer/{id}/channel/delete' },
    { method: 'POST', path: '/influencer/lists' },
    { method: 'PUT', path: '/influencer/lists/merge' },
    { method: 'GET', path: '/influencer/external/channel/{type}/{postId}/post' },
    { method: 'GET', path: '/influencer/{id}/campaigns' },
  ],
  tableViewsAndLists: [
    { method: 'POST', path: '/table-view/{kind}/list' },
    { method: 'POST', path: '/table-view/{kind}' },
    { method: 'PUT', path: '/table-view/{kind}/{id}' },
    { method: 'POST', path: '/table-view/{kind}/delete' },
    { method: 'POST', path: '/list/{kind}/list' },
    { method: 'POST', path: '/list/{kind}' },
    { method: 'PUT', path: '/list/{kind}/{id}' },
    { method: 'GET', path: '/list/{kind}/{id}' },
    { method: 'POST', path: '/list/{kind}/delete' },
  ],
  tasks: [
    { method: 'GET', path: '/task/{type}' },
    { method: 'POST', path: '/task/delete' },
    { method: 'GET', path: '/task/{type}/stats' },
  ],
} as const satisfies Record<string, readonly SpecRoute[]>;

export const API_BASE = '/api';
