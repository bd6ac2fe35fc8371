import type { ErrorFix } from '@app/contract';
import { paths } from '../../../app/paths.ts';

export type FixLink = { to: string; label: string };

/**
 * Settings > Integrations (issue 30), where an Admin sees whether YouTube, Twitch, IGDB, Google
 * and each sender account work, and why not. Typed as possibly null: a build without the
 * screen says who can fix it, with no link.
 */
export const integrationsPath: string | null = paths.settingsTab('integrations');

/**
 * The screen that fixes an error, as a link, or null when there is none to offer this user: an
 * integration is fixed by an Admin only, so a Manager reads who to ask instead of a link.
 */
export function fixLink(
  fix: ErrorFix,
  { admin, creatorId }: { admin: boolean; creatorId?: number },
): FixLink | null {
  switch (fix) {
    case 'manager-emails':
      return { to: paths.settingsTab('manager-emails'), label: 'Open Manager Emails' };
    case 'integrations':
      return admin && integrationsPath
        ? { to: integrationsPath, label: 'Open Integrations' }
        : null;
    case 'creator':
      return creatorId === undefined
        ? null
        : {
            to: `${paths.influencers}/${creatorId}?tab=email`,
            label: 'Open the creator’s profile',
          };
    case 'import':
      return { to: paths.influencers, label: 'Open Influencers' };
    default:
      return null;
  }
}
