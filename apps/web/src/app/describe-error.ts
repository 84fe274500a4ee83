import { isRouteErrorResponse } from 'react-router';

/** What the error page shows (spec section 2 "Error page"). */
export type ErrorDetails = {
  notFound: boolean;
  message: string;
  title?: string;
  name?: string;
  code?: string;
  status?: number;
  url?: string;
  support?: string;
  data?: unknown;
};

// Names that say nothing beyond "an error happened".
const GENERIC_NAMES = new Set(['Error', 'ApiError']);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Reads any thrown value (route error response, ApiError, Error, string) into displayable fields. */
export function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    return {
      notFound: error.status === 404,
      // The page words a plain 404 itself; other statuses keep their status text.
      message: text(data) ?? (error.status === 404 ? '' : error.statusText),
      status: error.status > 0 ? error.status : undefined,
      data: typeof data === 'object' && data !== null ? data : undefined,
    };
  }
  if (error instanceof Error) {
    const fields = error as Error & Record<string, unknown>;
    const status = typeof fields.status === 'number' && fields.status > 0 ? fields.status : undefined;
    return {
      notFound: status === 404,
      message: error.message,
      title: text(fields.title),
      name: GENERIC_NAMES.has(error.name) ? undefined : error.name,
      code: text(fields.code),
      status,
      url: text(fields.url),
      support: text(fields.support),
      data: fields.data ?? undefined,
    };
  }
  return { notFound: false, message: text(error) ?? '' };
}
