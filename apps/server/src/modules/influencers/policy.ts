import { UserRole } from '@app/contract';
import { requireRole } from '../auth/policy.ts';

/**
 * PRODUCT.md: Admins and Managers both do everything in Influencers (channels, lists, saved
 * views, imports, tasks). The check still names the roles, so a future role is refused
 * until it is given these rights.
 */
export const teamMember = requireRole(UserRole.Admin, UserRole.Manager);
