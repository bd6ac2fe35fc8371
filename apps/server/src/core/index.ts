// Core: sign-in, sessions, roles and the team. Stands on the platform only.
export type { Actor } from './auth/authenticate.ts';
export { accessGuards } from './auth/policy.ts';
export { createOrPromoteAdmin, ensureFirstAdmin } from './users/first-admin.ts';

import type { AreaManifest } from '../platform/index.ts';
import { authRoutes } from './auth/routes.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { userRoutes } from './users/routes.ts';

export const coreArea = {
  name: 'core',
  routes: [authRoutes, userRoutes, integrationRoutes],
  jobs: [],
  schedules: [],
  listeners: [],
} satisfies AreaManifest;
