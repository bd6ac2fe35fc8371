// SPEC section 7's calls on the main API, by area: what the SPEC requires, nothing more.
// The API-surface test checks each landed area's routes against the contract's endpoint
// declarations (endpoints/), which also carry this project's own additions; later issues
// add their areas (lead magnet, discovery).

export type SpecRoute = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };

/** `'POST /user/list'` -> `{ method: 'POST', path: '/user/list' }`. */
function routes(...lines: `${SpecRoute['method']} /${string}`[]): SpecRoute[] {
  return lines.map((line) => {
    const [method, path] = line.split(' ') as [SpecRoute['method'], string];
    return { method, path };
  });
}

export const specRoutes = {
  auth: routes(
    'POST /auth/login',
    'GET /user',
    'PUT /user',
    'POST /user/list',
    'POST /user',
    'PUT /user/{id}',
    'GET /user/{id}',
    'POST /user/delete',
  ),
  influencer: routes(
    'POST /influencer/list',
    'POST /influencer',
    'POST /influencer/migrate',
    'POST /influencer/import',
    'GET /influencer/{id}',
    'PUT /influencer/{id}',
    'POST /influencer/delete',
    'POST /influencer/{id}/channel',
    'POST /influencer/{id}/channel/{channelId}/stats',
    'GET /influencer/{id}/channel/update',
    'POST /influencer/{id}/channel/delete',
    'POST /influencer/lists',
    'PUT /influencer/lists/merge',
    'GET /influencer/external/channel/{type}/{postId}/post',
    'GET /influencer/{id}/campaigns',
  ),
  tableViewsAndLists: routes(
    'POST /table-view/{kind}/list',
    'POST /table-view/{kind}',
    'PUT /table-view/{kind}/{id}',
    'POST /table-view/{kind}/delete',
    'POST /list/{kind}/list',
    'POST /list/{kind}',
    'PUT /list/{kind}/{id}',
    'GET /list/{kind}/{id}',
    'POST /list/{kind}/delete',
  ),
  tasks: routes('GET /task/{type}', 'POST /task/delete', 'GET /task/{type}/stats'),
  product: routes(
    'POST /product/list',
    'POST /product',
    'PUT /product/{id}',
    'GET /product/{id}',
    'POST /product/delete',
  ),
  campaign: routes(
    'POST /campaign/list',
    'POST /campaign/user/list',
    'GET /campaign/{id}',
    'POST /campaign',
    'PUT /campaign/{id}',
    'POST /campaign/{id}/stats',
    'POST /campaign/lists',
    'POST /campaign/delete',
    'POST /campaign/{id}/influencers/list',
    'PUT /campaign/{id}/influencers/transfer',
    'PUT /campaign/{id}/influencers',
    'GET /campaign/{id}/influencers/stats',
    'POST /campaign/{id}/influencers/export',
    'POST /campaign/{id}/influencers/delete',
    'POST /campaign/{id}/influencers/invite',
    'POST /campaign/{id}/influencers/reject',
    'POST /campaign/{id}/influencers/approve',
    'POST /campaign/{id}/influencers/pay',
    'POST /campaign/{id}/posts',
    'POST /campaign/{id}/posts/publish',
    'POST /campaign/{id}/posts/skip',
    'POST /campaign/{id}/posts/list',
    'POST /campaign/upload-image',
  ),
  redeemCodes: routes(
    'GET /redeem-code/platforms',
    'POST /redeem-code',
    'POST /redeem-code/list',
    'POST /redeem-code/stats',
    'POST /redeem-code/request-stats',
    'POST /redeem-code/transfer-unused',
    'POST /redeem-code/export-unused',
    'POST /redeem-code/export-used',
    'POST /redeem-code/fulfill',
  ),
  emailTemplates: routes(
    'POST /campaign/{id}/email-template/preview/{type}',
    'GET /campaign/{id}/email-template/custom-content/{type}',
    'POST /campaign/{id}/email-template/custom-content/{type}',
    'GET /campaign/{id}/email-template/types',
    'GET /campaign/{id}/email-template/custom-templates',
    'POST /campaign/{id}/email-template/custom-templates',
    'DELETE /campaign/{id}/email-template/custom-templates/{tid}',
    'POST /campaign/{id}/email-template/send-custom/{tid}',
    'POST /campaign/{id}/email-template/upload-image',
    'POST /campaign/{id}/email-stats',
    'POST /campaign/{id}/email-stats/list',
  ),
  mailerAuth: routes(
    'GET /mailer-auth/list',
    'POST /mailer-auth',
    'PUT /mailer-auth/{id}',
    'GET /mailer-auth/{id}',
    'DELETE /mailer-auth/{id}',
    'POST /mailer-auth/test',
    'GET /mailer-auth/oauth/gmail',
  ),
  mailing: routes(
    'POST /mailing/account/sync',
    'GET /mailing/account',
    'POST /mailing/account/disconnect',
    'GET /mailing/gmail/connect',
    'POST /mailing/threads/list',
    'POST /mailing/threads/{id}/messages',
    'POST /mailing/messages/{id}/read',
    'POST /mailing/messages/create',
    'POST /mailing/templates/list',
    'POST /mailing/templates/create',
    'POST /mailing/templates/{id}',
    'DELETE /mailing/templates/{id}',
    'POST /mailing/templates/{id}/clone',
    'POST /mailing/templates/{id}/apply',
    'GET /mailing/templates/replacements',
    'POST /mailing/attachments/upload',
  ),
} satisfies Record<string, SpecRoute[]>;

export const API_BASE = '/api';
