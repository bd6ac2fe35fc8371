import type {
  DiscoveryCreatorDetail,
  DiscoveryCreatorListRequest,
  DiscoveryCreatorListResponse,
  DiscoveryGameDetail,
  DiscoveryGameListRequest,
  DiscoveryGameListResponse,
  DiscoveryStatus,
  DiscoveryTermKind,
  DiscoveryTermListRequest,
  DiscoveryTermListResponse,
  ErrorBody,
} from '@app/contract';

/**
 * What the main API calls, whether the service runs in this process (a direct call on the
 * database) or elsewhere (HTTP with the token): both answer the same for the same request.
 * Requests are the contract's inputs (defaults applied inside); a detail that does not exist
 * answers null. Bad input rejects with DiscoveryRequestError (status 400 and the error body).
 */
export type DiscoveryClient = {
  listCreators(request: DiscoveryCreatorListRequest): Promise<DiscoveryCreatorListResponse>;
  listGames(request: DiscoveryGameListRequest): Promise<DiscoveryGameListResponse>;
  listTerms(
    kind: DiscoveryTermKind,
    request: DiscoveryTermListRequest,
  ): Promise<DiscoveryTermListResponse>;
  game(id: number): Promise<DiscoveryGameDetail | null>;
  creator(id: number): Promise<DiscoveryCreatorDetail | null>;
  status(): Promise<DiscoveryStatus>;
};

/**
 * The service refused a request (4xx) or failed (5xx): the status and the contract's error
 * body, so the main API can answer its own client with the same code, message and fields.
 */
export class DiscoveryRequestError extends Error {
  override name = 'DiscoveryRequestError';
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
