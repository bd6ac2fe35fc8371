import { type ErrorBody, ErrorCode, errorStatus, messages } from '@app/contract';

/** The one typed error of the domain: a contract code, a user-facing message, field messages. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }

  /** A 400 tied to one form field: the message is the field's message. */
  static field(field: string, message: string): AppError {
    return new AppError(ErrorCode.Validation, message, { [field]: message });
  }

  static unauthorized(): AppError {
    return new AppError(ErrorCode.Unauthorized, messages.unauthorized);
  }

  static forbidden(): AppError {
    return new AppError(ErrorCode.Forbidden, messages.forbidden);
  }

  static notFound(): AppError {
    return new AppError(ErrorCode.NotFound, messages.notFound);
  }
}
