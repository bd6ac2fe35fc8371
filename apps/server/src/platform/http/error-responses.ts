import { errorBody } from '@app/contract';

/** OpenAPI: the error statuses a route may answer, all with the one error body. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody]));
}
