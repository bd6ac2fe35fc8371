import { createHttpClient } from './http-client.ts';
import { session } from './session/session.ts';

/** SPEC 7: the API base defaults to /api/ when no environment setting is present. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE || '/api/';

export const http = createHttpClient({
  baseUrl: API_BASE_URL,
  getToken: session.getToken,
  onUnauthorized: session.reject,
});
