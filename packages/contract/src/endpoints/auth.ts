import { loginRequest, loginResponse } from '../auth.ts';
import { defineEndpoints } from '../endpoint.ts';

/** Signing in: the one endpoint of the team tool anyone may call. */
export const authEndpoints = defineEndpoints('auth', {
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in; answers a bearer token',
    body: loginRequest,
    response: loginResponse,
    // 403: a suspended account, told only after the right password.
    errors: [403],
    rateLimited: true,
  },
});
