import { UserRole } from '@app/contract';
import type { Actor } from '../../core/index.ts';

/**
 * PRODUCT.md: everything in Campaigns is for Admins and Managers (the endpoints' `team`
 * access), except deleting: Admins delete any campaign, a Manager only the ones they created.
 */
export function canDeleteCampaign(actor: Actor, campaign: { createdBy: number | null }): boolean {
  return actor.role === UserRole.Admin || campaign.createdBy === actor.id;
}
