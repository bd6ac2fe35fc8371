import { discoveryMessages, ErrorCode } from '@app/contract';
import { AppError } from '../platform/index.ts';

/**
 * The discovery service did not answer (refused connection, timeout, its own 5xx, a wrong
 * token): 502. The contract has no 502 code and the web client maps codes, not statuses, so
 * the body says INTERNAL ("try again"), as the startup gate's 503 does.
 */
export class DiscoveryUnavailableError extends AppError {
  override name = 'DiscoveryUnavailableError';

  /** `cause`: what failed (kept for the log; it never names the token). */
  constructor(cause?: unknown) {
    super(ErrorCode.Internal, discoveryMessages.unavailable);
    this.cause = cause;
  }

  override get status(): number {
    return 502;
  }
}
