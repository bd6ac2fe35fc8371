// What other features may use of auth: the signed-in user. The router reaches the pages itself.
export { useCurrentUser, useCurrentUserQuery, useIsAdmin } from './api/current-user.ts';
