import { ERROR_STATUS, type ErrorCode } from '#shared/errors.ts';

/** The one error type services throw; the error handler maps `code` to the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
