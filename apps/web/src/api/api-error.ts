/** Fields a structured server error may carry (spec section 3 "Error object"). */
export type ApiErrorFields = {
  message: string;
  name?: string;
  code?: string;
  data?: unknown;
  title?: string;
  support?: string;
  status?: number;
  url?: string;
  request?: Request | RequestInit;
  response?: Response;
};

const GENERIC_TITLE = 'Unknown Error';

/** The one error type of every API call: status is -1 when there was no response. */
export class ApiError extends Error {
  code: string | undefined;
  data: unknown;
  request: Request | RequestInit | undefined;
  response: Response | undefined;
  status: number;
  support: string | undefined;
  title: string;
  url: string | undefined;

  constructor(fields: ApiErrorFields) {
    super(fields.message);
    this.name = fields.name || 'ApiError';
    this.code = fields.code;
    this.data = fields.data;
    this.request = fields.request;
    this.response = fields.response;
    this.status = fields.status ?? -1;
    this.support = fields.support;
    this.title = fields.title || GENERIC_TITLE;
    this.url = fields.url;
  }
}

type Context = { url: string; request: RequestInit };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The structured part of an error body: `{error: {...}}`, or a body that
 * carries the `server` marker and holds the fields itself.
 */
export function structuredError(body: unknown): Record<string, unknown> | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.error)) return body.error;
  if ('server' in body) return body;
  return null;
}

/** Builds the error for a non-OK response, reading a structured body when there is one. */
export async function errorFromResponse(response: Response, context: Context): Promise<ApiError> {
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the status text is all we have.
  }
  const fields = structuredError(body);
  return new ApiError({
    message: asString(fields?.message) || response.statusText || `HTTP ${response.status}`,
    name: asString(fields?.name),
    code: asString(fields?.code),
    data: fields?.data,
    title: asString(fields?.title),
    support: asString(fields?.support),
    status: response.status,
    url: context.url,
    request: context.request,
    response,
  });
}

/** Wraps anything thrown outside a response (network failure, bad JSON) as an ApiError. */
export function wrapError(error: unknown, context: Context): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ message, status: -1, url: context.url, request: context.request });
}
