import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PROFILE_MESSAGES } from '@softkino/contract/user';
import { ApiError, envelope, handleError } from '../errors';
import { ApiErrorWithFields } from '../services/authErrors';

/**
 * The account routes' error handler: the central one, plus the envelope's extra fields
 * (next_sms, phone) and the photo size limit of the multipart parser as the contract's 400.
 */
export function handleAccountError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiErrorWithFields) {
    return reply
      .status(error.statusCode)
      .send({ ...envelope(error.message, error.code), ...error.fields });
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.status(400).send(envelope(PROFILE_MESSAGES.photoTooBig, 'photo'));
  }
  return handleError(error, request, reply);
}

/** Parses a form with a contract schema; the first problem is a 400 with the schema's text. */
export function parseWith<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  body: unknown,
): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Некорректный запрос.');
}
