// Live capture: lead magnets, the public apply page and the submissions pipeline. Stands on
// campaigns and every area below.

import { EmailTemplateType } from '@app/contract';
import { onEmailSettled } from '../email/index.ts';
import type { AreaManifest } from '../platform/index.ts';
import { registerApplyPreflight } from './apply-cors.ts';
import { registerConfirmLinkFallback } from './confirm-page.ts';
import {
  recordCaptureInviteOutcome,
  recordConfirmationOutcome,
} from './pipeline/email-outcomes.ts';
import { captureStepJob } from './pipeline/steps.ts';
import { liveCaptureRoutes } from './routes.ts';

export const captureArea = {
  name: 'capture',
  // Lead magnets and the public apply page (its own scope: CORS, rate limits, 404s).
  routes: [liveCaptureRoutes],
  undeclaredRoutes: [
    // The public apply API's CORS preflight: no contract endpoint answers OPTIONS.
    (api, ctx) => registerApplyPreflight(api, ctx.db),
    // The confirm link's page for a token too long for the router (else the not-found JSON).
    (api, ctx) => registerConfirmLinkFallback(api, ctx.config),
  ],
  jobs: [captureStepJob],
  schedules: [],
  // A submission whose confirmation or invite email fails turns into that step's check error.
  listeners: [
    () => onEmailSettled(EmailTemplateType.ChannelConfirmation, recordConfirmationOutcome),
    () => onEmailSettled(EmailTemplateType.Invite, recordCaptureInviteOutcome),
  ],
} satisfies AreaManifest;
