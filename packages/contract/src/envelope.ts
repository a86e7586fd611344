import { z } from 'zod';

/**
 * The spec's response envelope (section 7): `status` is 'success' or 'error'; errors come as
 * `errors.message` (with an optional numeric `code`) or as an array of `{title, detail}`.
 */
export const ErrorObjectSchema = z.object({
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string(),
});

export const ErrorDetailSchema = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
});

export const ErrorsSchema = z.union([ErrorObjectSchema, z.array(ErrorDetailSchema)]);
export type ApiErrors = z.infer<typeof ErrorsSchema>;

export const ErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  errors: ErrorsSchema,
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** A success envelope whose `data` is described by `data`. Extra top-level keys are allowed. */
export function successEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
