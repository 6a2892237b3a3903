import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import type { ApiErrorBody } from '@shop/shared';
import { toViolations } from '@shop/shared/validation';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ajvViolations } from './ajv-ru.js';
import { HttpError, messages } from './http-error.js';

const byFastifyCode: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.badRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.emptyBody },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.badJson },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: messages.badRequest },
  FST_ERR_BAD_URL: { status: 400, message: messages.badRequest },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.uriTooLong },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: messages.badRequest },
};

const statusMessages: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  406: messages.badRequest,
  413: messages.payloadTooLarge,
  414: messages.uriTooLong,
  415: messages.unsupportedMediaType,
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/** Maps any thrown value to the status, headers and Russian body the client gets. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
} {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.body, headers: error.headers };
  }
  if (isDatabaseUnavailable(error)) {
    // nginx sends a GET that got 503 to another instance; the client may repeat the rest.
    return {
      status: 503,
      body: { code: 503, message: messages.unavailable },
      headers: { 'retry-after': '5' },
    };
  }
  if (ValidationError.isError(error)) {
    const violations = toViolations(error);
    return { status: 400, body: { code: 400, message: messages.validation, violations }, headers: {} };
  }
  if (isFastifyError(error)) {
    if (error.validation) {
      // Paths are field names whether the field came in the body, the query or the path.
      const violations = ajvViolations(error.validation);
      return { status: 400, body: { code: 400, message: messages.validation, violations }, headers: {} };
    }
    const known = error.code ? byFastifyCode[error.code] : undefined;
    if (known)
      return { status: known.status, body: { code: known.status, message: known.message }, headers: {} };
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return { status: 400, body: { code: 400, message: messages.badJson }, headers: {} };
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = statusMessages[status] ?? messages.badRequest;
      return { status, body: { code: status, message }, headers: {} };
    }
  }
  return { status: 500, body: { code: 500, message: messages.unexpected }, headers: {} };
}

export async function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { status, body, headers } = toErrorResponse(error);
  if (status === 503) {
    request.log.warn({ err: error }, 'База данных недоступна');
  } else if (status >= 500) {
    request.log.error({ err: error }, 'Необработанная ошибка запроса');
  } else {
    request.log.info({ status, code: isFastifyError(error) ? error.code : undefined }, body.message);
  }
  await reply.code(status).headers(headers).send(body);
}

/**
 * Every error becomes `{code, message}` (plus `violations` for validation); unknown ones are 500
 * without details. `fallback` may answer a not-found request first (the SPA's index.html).
 */
export function installErrorHandling(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply;
    return reply.code(404).send({ code: 404, message: messages.notFound } satisfies ApiErrorBody);
  });
}
