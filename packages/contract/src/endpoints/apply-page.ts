import {
  applyConfirmParams,
  applyRequest,
  applySignInCallbackParams,
  applySignInParams,
  applySignInStart,
  applySlugParams,
  applySubmissionParams,
  publicApplyPage,
  publicSubmission,
} from '../apply-page.ts';
import { defineEndpoints, pageResponse } from '../endpoint.ts';
import { oauthCallbackQuery } from '../fields.ts';
import { applyPageRoutes as routes } from './apply-page-routes.ts';

/**
 * The creators' apply page (no login): a live-capture campaign's lead magnet. Rate-limited
 * per IP (submissions more tightly than reads); CORS only for the lead magnet's allowed
 * origins. Methods and paths live in apply-page-routes.ts, which the page's zod-free
 * client reads.
 */
export const applyPageEndpoints = defineEndpoints('public apply page', {
  get: {
    ...routes.get,
    access: 'public',
    summary: "The apply page: the campaign's art, title, intro and the form's fields",
    params: applySlugParams,
    response: publicApplyPage,
    errors: [404],
    rateLimited: true,
  },
  submit: {
    ...routes.submit,
    access: 'public',
    summary:
      'Apply: one submission per email and per channel per campaign; a second answers the first',
    params: applySlugParams,
    body: applyRequest,
    response: publicSubmission,
    errors: [404],
    rateLimited: true,
  },
  status: {
    ...routes.status,
    access: 'public',
    summary: "Where the creator's submission stands (the page polls it)",
    params: applySubmissionParams,
    response: publicSubmission,
    errors: [404],
    rateLimited: true,
  },
  checkCode: {
    ...routes.checkCode,
    access: 'public',
    summary: 'Read the channel description again for the verification code',
    params: applySubmissionParams,
    response: publicSubmission,
    errors: [404],
    rateLimited: true,
  },
  confirm: {
    ...routes.confirm,
    access: 'public',
    summary:
      "The channel-confirmation email's signed link: confirms, then redirects to the apply page",
    params: applyConfirmParams,
    response: pageResponse,
    errors: [404],
    rateLimited: true,
  },
  signIn: {
    ...routes.signIn,
    access: 'public',
    summary:
      "Prove the submission's channel by signing in: the provider's consent page, bound to the submission",
    params: applySignInParams,
    response: applySignInStart,
    errors: [400, 404],
    rateLimited: true,
  },
  signInCallback: {
    ...routes.signInCallback,
    access: 'public',
    summary:
      "The provider's return: reads which channel the account owns, records the proof, then redirects to the apply page",
    params: applySignInCallbackParams,
    query: oauthCallbackQuery,
    response: pageResponse,
    errors: [400],
    rateLimited: true,
  },
});
