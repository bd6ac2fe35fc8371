import { campaignIdParams } from '../campaigns.ts';
import {
  emailStatsListRequest,
  emailStatsListResponse,
  emailStatsRequest,
  emailStatsTotals,
  influencerEmailsRequest,
  influencerEmailsResponse,
  sentEmailDetail,
  sentEmailParams,
  trackingClickQuery,
  trackingTokenParams,
} from '../email-stats.ts';
import { defineEndpoints, pageResponse } from '../endpoint.ts';
import { influencerIdParams } from '../influencers.ts';

/**
 * Email stats of a campaign, the influencer's emails, one email; and the creators' side of
 * tracking (no login): open pixel, click redirect, unsubscribe. Tracking links are
 * HMAC-signed: a wrong or missing signature is 404 and nothing is recorded or followed.
 */
export const emailStatsEndpoints = defineEndpoints('email stats', {
  totals: {
    method: 'POST',
    path: '/campaign/{id}/email-stats',
    access: 'team',
    summary: "Totals of the campaign's emails: sent, delivered, opened, clicked, error, not_opened",
    params: campaignIdParams,
    body: emailStatsRequest,
    response: emailStatsTotals,
    errors: [404],
  },
  list: {
    method: 'POST',
    path: '/campaign/{id}/email-stats/list',
    access: 'team',
    summary: 'Email stats per creator (paged)',
    params: campaignIdParams,
    body: emailStatsListRequest,
    response: emailStatsListResponse,
    errors: [404],
  },
  influencerEmails: {
    method: 'POST',
    path: '/influencer/{id}/emails',
    access: 'team',
    summary: "The influencer's emails, newest first (profile Email tab)",
    params: influencerIdParams,
    body: influencerEmailsRequest,
    response: influencerEmailsResponse,
    errors: [404],
  },
  get: {
    method: 'GET',
    path: '/email/{id}',
    access: 'team',
    summary: 'One email with its content',
    params: sentEmailParams,
    response: sentEmailDetail,
    errors: [404],
  },
  open: {
    method: 'GET',
    path: '/public/email/open/{token}',
    access: 'public',
    summary: 'Open pixel (signed)',
    params: trackingTokenParams,
    response: pageResponse,
    errors: [404],
  },
  click: {
    method: 'GET',
    path: '/public/email/click/{token}',
    access: 'public',
    summary: 'Click redirect: only to the URL signed into the link',
    params: trackingTokenParams,
    query: trackingClickQuery,
    response: pageResponse,
    errors: [404],
  },
  unsubscribePage: {
    method: 'GET',
    path: '/public/email/unsubscribe/{token}',
    access: 'public',
    summary: 'Unsubscribe page: a button that confirms (link scanners do not unsubscribe)',
    params: trackingTokenParams,
    response: pageResponse,
    errors: [404],
  },
  unsubscribe: {
    method: 'POST',
    path: '/public/email/unsubscribe/{token}',
    access: 'public',
    summary: 'Unsubscribe (also RFC 8058 one-click): no later email goes to the address',
    params: trackingTokenParams,
    response: pageResponse,
    errors: [404],
  },
});
