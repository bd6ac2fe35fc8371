import { UserRole } from '@app/contract';
import { requireRole } from '../auth/policy.ts';

/** PRODUCT.md: Settings > Products is for Admins and Managers alike. */
export const productEditor = requireRole(UserRole.Admin, UserRole.Manager);
