import { type ErrorBody, type ErrorCode, type FieldError } from '@seaward/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

const SUPPORT = 'Quote the request id when you contact support.';

function body(err: AppError, req: FastifyRequest): ErrorBody {
  return {
    error: {
      code: err.code,
      name: err.name,
      message: err.message,
      title: err.title,
      data: err.data,
      support: `${SUPPORT} Request id: ${req.id}`,
    },
  };
}

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldErrors(err: FastifyError): FieldError[] {
  return ((err.validation ?? []) as Issue[]).map((v) => {
    const path = v.params?.issue?.path?.map(String).join('.') ?? v.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    return { field: path || (err.validationContext ?? 'body'), message: v.message ?? 'is invalid' };
  });
}

/** Maps any error to the error body; 5xx details are logged, never sent. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const err = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
    const fields = fieldErrors(err);
    const where = err.validationContext ?? 'body';
    const first = fields[0];
    const message = first ? `Invalid ${where}: ${first.field} ${first.message}` : `Invalid ${where}`;
    return new AppError('validation_failed', message, { fields });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : 'bad_request';
    const e = new AppError(code, err.message || 'Bad request');
    return Object.assign(e, { status });
  }
  return new AppError('internal', 'Something went wrong on our side.');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) req.log.error({ err: error }, 'unhandled error');
    else req.log.info({ code: appError.code, msg: appError.message }, 'request refused');
    return reply.code(appError.status).type('application/json').send(body(appError, req));
  });
}

/** Sends an error body from places outside the error handler (not-found handler, hooks). */
export function sendError(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  return reply.code(err.status).type('application/json').send(body(err, req));
}
