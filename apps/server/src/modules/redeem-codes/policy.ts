import { UserRole } from '@app/contract';
import { requireRole } from '../auth/policy.ts';

/** PRODUCT.md: everything in Campaigns (keys included) is for Admins and Managers alike. */
export const redeemCodeManager = requireRole(UserRole.Admin, UserRole.Manager);
