import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema, successEnvelope } from '@softkino/contract/envelope';
import {
  ChildrenListSchema,
  PROFILE_MESSAGES,
  ProfileEditFieldsSchema,
  ProfileSavedResponseSchema,
  UserErrorEnvelopeSchema,
  UserResponseSchema,
} from '@softkino/contract/user';
import type { AccountContext } from '../services/context';
import type { ChildRecord } from '../repositories/users';
import {
  FIELD_MESSAGES,
  PROFILE_TEXTS,
  editProfile,
  profileOf,
  requireProfileAccess,
} from '../services/profile';
import { unlinkVk } from '../services/social';
import { photoProblem } from '../services/uploads';
import { refuseCrossSite } from './sameOrigin';

const errors = { '4xx': UserErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** A form value that is not one text (a file, a repeated field) is refused by its field. */
const one = z.string();

/**
 * user/edit/'s `childs`: JSON of the children list, checked with the contract's
 * ChildrenListSchema. A child's own problem (no name, a long name, a bad birthday) and the list's
 * length have texts; the list's shape does not (FIELD_MESSAGES). Blank leaves the children.
 */
const ChildrenField = one.transform((text, context): ChildRecord[] | null => {
  if (text.trim() === '') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.childrenInvalid });
    return z.NEVER;
  }
  const parsed = ChildrenListSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const worded = ['custom', 'too_small', 'too_big'];
  const own = issue && worded.includes(issue.code) ? issue.message : undefined;
  context.addIssue({ code: 'custom', message: own ?? PROFILE_MESSAGES.childrenInvalid });
  return z.NEVER;
});

/** user/edit/'s `photo`: a jpeg or png file of at most 5 MB; empty sends none. */
const PhotoField = z
  .union([z.literal(''), z.instanceof(Buffer)])
  .transform((raw, context): Buffer | null => {
    if (raw === '' || raw.length === 0) return null;
    const problem = photoProblem(raw);
    if (problem === null) return raw;
    const message =
      problem === 'size' ? PROFILE_MESSAGES.photoTooBig : PROFILE_MESSAGES.photoInvalid;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * The multipart form of user/edit/ as its `schema.body`: every text field is one string piped
 * into the contract's ProfileEditFieldsSchema rule for it; `childs` and `photo` are parsed here.
 * The route's `fieldRefusals` make a refusal name its field in errors.code (docs/decisions/161).
 */
const fields = ProfileEditFieldsSchema.shape;
const text = <O>(rule: z.ZodOptional<z.ZodType<O, string>>) => one.pipe(rule.unwrap()).optional();
const EditForm = z.object({
  email: text(fields.email),
  last_name: text(fields.last_name),
  first_name: text(fields.first_name),
  patronymic: text(fields.patronymic),
  birthday: text(fields.birthday),
  gender: text(fields.gender),
  movies_notify: text(fields.movies_notify),
  sms_remind: text(fields.sms_remind),
  show_photo: text(fields.show_photo),
  city: text(fields.city),
  district: text(fields.district),
  accept_rules: text(fields.accept_rules),
  childs: ChildrenField.optional(),
  photo: PhotoField.optional(),
  photo_del: text(fields.photo_del),
});

/** v2 user/, v1 user/edit/ and the social control's unlink (docs/decisions/060, 070). */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v2/user/',
    {
      schema: {
        summary: "The signed-in user's profile (401 guest, 403 code 14 unconfirmed phone)",
        tags: ['user'],
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: await profileOf(ctx, request.viewer) };
    },
  );

  app.post(
    '/v1/user/edit/',
    {
      // Cross-site, then the account (401 guest, 403 unconfirmed phone), then the form.
      preValidation: [
        refuseCrossSite,
        async (request) => requireProfileAccess(ctx, request.viewer),
      ],
      config: {
        fileTooLarge: { message: PROFILE_MESSAGES.photoTooBig, code: 'photo' },
        fieldRefusals: { messages: FIELD_MESSAGES, otherwise: PROFILE_TEXTS.invalid },
      },
      schema: {
        summary: 'Save profile fields, children, the photo (empty values change nothing)',
        description:
          'Multipart: email, last_name, first_name, patronymic, birthday (dd.mm.yyyy), gender, movies_notify, sms_remind, show_photo, city, district, accept_rules=1, childs (JSON), photo (jpeg/png ≤ 5 MB), photo_del=1.',
        tags: ['user'],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        body: EditForm,
        response: { 200: ProfileSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await editProfile(ctx, request.viewer, request.body),
    }),
  );

  app.get(
    '/v1/user/social/vk/unlink/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: 'Unlink the vk account (the social control url when linked; a GET by the spec)',
        tags: ['user'],
        response: { 200: successEnvelope(z.object({ status: z.literal(false) })), ...errors },
      },
    },
    async (request) => {
      await unlinkVk(ctx, request.viewer);
      return { status: 'success' as const, data: { status: false as const } };
    },
  );
};
