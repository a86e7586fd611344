import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@softkino/contract/envelope';

/** The spec's fallback text (section 8). */
export const FALLBACK_MESSAGE = 'Что-то пошло не так. Попробуйте еще раз.';

/**
 * An error a service raises on purpose: its status and Russian message reach the client as is.
 * `fields` are the envelope's extra top-level fields (`next_sms` on a 429 of the login calls,
 * `phone` on v2 user/'s code 14); the one error handler writes them.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number | string = statusCode,
    readonly fields: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function envelope(message: string, code: number | string): ErrorEnvelope {
  return { status: 'error', errors: { code, message } };
}

/** The noun for where a bad value sat, with the adjective and participle agreeing with it. */
interface Noun {
  word: string;
  unknown: string;
  missing: string;
}
const PARAMETER: Noun = { word: 'параметр', unknown: 'Неизвестный', missing: 'Не указан' };
const FIELD: Noun = { word: 'поле', unknown: 'Неизвестное', missing: 'Не указано' };
const CONTEXT_NOUN: Record<string, Noun> = {
  querystring: PARAMETER,
  params: PARAMETER,
  body: FIELD,
  headers: { word: 'заголовок', unknown: 'Неизвестный', missing: 'Не указан' },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's schema carries the contract's own refusal texts (e.g. create_order's form):
     * a failed rule answers with its text instead of the generic "Некорректное значение".
     */
    contractMessages?: boolean;
    /**
     * The answer is the same for every viewer (the cached playbill): the session cookie is not
     * looked up, so the route costs no database read.
     */
    viewerless?: boolean;
    /**
     * The refusal for a file over the multipart size limit (user/edit/'s photo): a 400 with
     * this message and errors.code, instead of the generic 413.
     */
    fileTooLarge?: { message: string; code: string };
    /**
     * A refused field is a 400 whose errors.code is the field's name (user/edit/): the
     * contract's Russian text, else the field's own text here, else `otherwise`.
     */
    fieldRefusals?: { messages: Readonly<Record<string, string>>; otherwise: string };
  }
}

/** A message written in Russian (the contract's own texts), not zod's English default. */
const RUSSIAN = /[А-Яа-яЁё]/;

/** The value at `path` in a request's part (query, body...), or undefined. */
function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A Russian message naming the first field that failed validation. */
function validationMessage(error: FastifyError, request: FastifyRequest): string {
  const context = error.validationContext ?? 'body';
  const noun = CONTEXT_NOUN[context] ?? FIELD;
  const first = error.validation?.[0];
  if (
    request.routeOptions.config.contractMessages === true &&
    hasZodFastifySchemaValidationErrors(error) &&
    first?.keyword !== 'unrecognized_keys' &&
    first?.message !== undefined &&
    RUSSIAN.test(first.message)
  )
    return first.message;
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
  if (hasZodFastifySchemaValidationErrors(error) && first?.keyword === 'unrecognized_keys') {
    const keys = (first.params as { keys?: string[] }).keys ?? [];
    return `${noun.unknown} ${noun.word} «${keys.join('», «')}».`;
  }
  if (field === '')
    return context === 'body' ? 'Некорректное тело запроса.' : 'Некорректный запрос.';
  const sources: Record<string, unknown> = {
    querystring: request.query,
    body: request.body,
    params: request.params,
    headers: request.headers,
  };
  const path = field.split('.');
  const top = path[0] ?? field;
  const sent = valueAt(sources[context], [top]);
  // A list sent as one text ('ids=1,2', read as ids.0, ids.1): the text is named, and it is
  // wrong, not missing.
  if (typeof sent === 'string' && path.length > 1)
    return `Некорректное значение: ${noun.word} «${top}».`;
  if (valueAt(sources[context], path) === undefined)
    return `${noun.missing} ${noun.word} «${field}».`;
  return `Некорректное значение: ${noun.word} «${field}».`;
}

/** Fastify's own client errors (bad JSON, wrong content type, too large...) in Russian. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Некорректная длина тела запроса.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некорректный JSON в теле запроса.',
};

/**
 * Requests between reading their body and their handler. An error without a status raised
 * there came from reading the request (a broken multipart body makes busboy throw a plain
 * Error), so it is the client's fault: a 400. Before that (our own onRequest hooks: the viewer
 * lookup, a database failing) and from the handler on, it is ours: a 500.
 */
const reading = new WeakSet<FastifyRequest>();

export async function markReadingStarted(request: FastifyRequest): Promise<void> {
  reading.add(request);
}

export async function markHandlerStarted(request: FastifyRequest): Promise<void> {
  reading.delete(request);
}

/**
 * The one error handler: every error leaves as the spec's envelope. Bad input is a 4xx with a
 * clear message; anything unexpected is logged and answered with the fallback text, never with
 * a stack trace.
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiError) {
    return reply
      .status(error.statusCode)
      .send({ ...envelope(error.message, error.code), ...error.fields });
  }
  const tooLarge = request.routeOptions.config.fileTooLarge;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' && tooLarge !== undefined) {
    return reply.status(400).send(envelope(tooLarge.message, tooLarge.code));
  }
  if (error.validation) {
    const byField = request.routeOptions.config.fieldRefusals;
    if (byField !== undefined && (error.validationContext ?? 'body') === 'body') {
      const first = error.validation[0];
      const field = first?.instancePath.split('/')[1] ?? '';
      const own = first?.message !== undefined && RUSSIAN.test(first.message);
      // A field with no text of its own is named, as elsewhere ('Некорректное значение: поле
      // «movies_notify».'); `otherwise` is for a refusal of no one field (decision 412).
      const message = own
        ? first.message
        : (byField.messages[field] ??
          (field ? validationMessage(error, request) : byField.otherwise));
      return reply.status(400).send(envelope(message ?? byField.otherwise, field || 400));
    }
    return reply.status(400).send(envelope(validationMessage(error, request), 400));
  }
  const status =
    typeof error.statusCode === 'number' ? error.statusCode : reading.has(request) ? 400 : 500;
  if (status >= 400 && status < 500) {
    // JSON.parse failures come as a SyntaxError with statusCode 400 and no fastify code.
    const message =
      FASTIFY_MESSAGES[error.code] ??
      (error instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    return reply.status(status).send(envelope(message ?? 'Некорректный запрос.', status));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(envelope(FALLBACK_MESSAGE, 500));
}
