import { ERROR_CODES, type ErrorCode } from '@seaward/contract';

const TITLES: Record<ErrorCode, string> = {
  bad_request: 'Bad Request',
  validation_failed: 'Invalid Input',
  unauthenticated: 'Not Signed In',
  forbidden: 'Forbidden',
  cross_origin: 'Forbidden',
  not_found: 'Not Found',
  tenant_not_found: 'Unknown Tenant',
  conflict: 'Conflict',
  payload_too_large: 'Payload Too Large',
  too_many_requests: 'Too Many Requests',
  internal: 'Internal Server Error',
};

/** The one error type of the server; the error handler turns it into the error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly title: string;
  readonly data?: unknown;

  constructor(code: ErrorCode, message: string, data?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.title = TITLES[code];
    this.data = data;
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
