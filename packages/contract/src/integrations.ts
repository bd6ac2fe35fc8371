import { z } from 'zod';

// Settings > Integrations (Admins): one card per external provider and per sender account,
// saying whether it is set up, when it last worked, what last went wrong and how to fix it.

/**
 * not_configured: a setting is missing (`settings` names them); untested: set up, never
 * called yet; working: the last call worked; failing: the last call failed (`lastError`).
 */
export const INTEGRATION_STATES = ['not_configured', 'untested', 'working', 'failing'] as const;
export const integrationState = z.enum(INTEGRATION_STATES);
export type IntegrationState = z.infer<typeof integrationState>;

export const integrationCard = z.object({
  /** youtube, twitch, igdb, google, or sender:<mailer account id>. */
  key: z.string(),
  kind: z.enum(['provider', 'sender']),
  /** "YouTube Data API v3", "Twitch Helix", "anna@studio.example (SMTP)". */
  name: z.string(),
  /** What the product uses it for, in a sentence. */
  purpose: z.string(),
  configured: z.boolean(),
  /** The server settings (environment variables) it needs, when it is not configured. */
  settings: z.array(z.string()),
  state: integrationState,
  lastSuccessAt: z.string().nullable(),
  /** The last failure in plain words, and what to do about it. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  fix: z.string().nullable(),
  /** Quota or points used: "812 of 10,000 units today (Pacific day)". */
  usage: z.string().nullable(),
});
export type IntegrationCard = z.infer<typeof integrationCard>;

export const integrationList = z.object({ items: z.array(integrationCard) });
export type IntegrationList = z.infer<typeof integrationList>;

export const integrationTestRequest = z.object({ key: z.string().min(1).max(64) });
export type IntegrationTestRequest = z.infer<typeof integrationTestRequest>;

export const integrationMessages = {
  unknownIntegration: 'No such integration',
} as const;
