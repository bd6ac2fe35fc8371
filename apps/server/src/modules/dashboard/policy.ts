import { UserRole } from '@app/contract';
import { requireRole } from '../auth/policy.ts';

/** PRODUCT.md: every team member (Admin or Manager) sees the whole workspace's dashboard. */
export const dashboardReader = requireRole(UserRole.Admin, UserRole.Manager);
