import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema, successEnvelope } from '@softkino/contract/envelope';
import {
  ProfileSavedResponseSchema,
  UserErrorEnvelopeSchema,
  UserResponseSchema,
} from '@softkino/contract/user';
import type { AccountContext } from '../services/context';
import { editProfile, profileOf } from '../services/profile';
import { unlinkVk } from '../services/social';
import { handleAccountError } from './accountErrors';
import { refuseCrossSite } from './sameOrigin';

const errors = { '4xx': UserErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/**
 * The multipart form of user/edit/, for the API description only: every value is checked by
 * the service against the contract (ProfileEditFieldsSchema), so a refusal names its field.
 */
const field = z.any().optional();
const EditForm = z.object({
  email: field,
  last_name: field,
  first_name: field,
  patronymic: field,
  birthday: field,
  gender: field,
  movies_notify: field,
  show_photo: field,
  city: field,
  district: field,
  accept_rules: field,
  childs: field,
  photo: field,
  photo_del: field,
});

/** v2 user/, v1 user/edit/ and the social control's unlink (docs/decisions/060, 070). */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (
  app,
  { ctx },
) => {
  app.setErrorHandler(handleAccountError);

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
      preHandler: refuseCrossSite,
      schema: {
        summary: 'Save profile fields, children, the photo (empty values change nothing)',
        description:
          'Multipart: email, last_name, first_name, patronymic, birthday (dd.mm.yyyy), gender, movies_notify, show_photo, city, district, accept_rules=1, childs (JSON), photo (jpeg/png ≤ 5 MB), photo_del=1.',
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
