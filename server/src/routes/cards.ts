import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BonusHistoryResponseSchema,
  CARD_MESSAGES,
  CardActivateFormSchema,
  CardActivatedResponseSchema,
  CardBlockedResponseSchema,
  CardCodeSentSchema,
  VirtualCardResponseSchema,
} from '@softkino/contract/card';
import { UserErrorEnvelopeSchema } from '@softkino/contract/user';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  activateCard,
  blockCard,
  bonusHistoryOf,
  issueVirtualCard,
  requireCardHolder,
} from '../services/cards';
import type { AccountContext } from '../services/context';
import { refuseCrossSite } from './sameOrigin';

const errors = {
  '4xx': UserErrorEnvelopeSchema.extend({ next_sms: z.number().optional() }),
  '5xx': ErrorEnvelopeSchema,
};
const FORMS = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Texts for fields whose rule has none of its own: errors.code is the field's name. */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  card: CARD_MESSAGES.numberInvalid,
  department: CARD_MESSAGES.departmentInvalid,
  code: CARD_MESSAGES.codeMissing,
  gender: CARD_MESSAGES.missing.gender,
  accept_rules: CARD_MESSAGES.missing.accept_rules,
};

/** `last-id`: the last order of the page shown; absent for the first page. */
const HistoryQuery = z.object({
  'last-id': z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});

/**
 * The bonus card calls (issue 14): v1 user/card/activate/ (spec section 7 gives it without a
 * version; such paths are served under v1, docs/api.md), v2 user/card/virtual/, v2
 * user/card/block/, v2 user/bonus/history/.
 */
export const cardRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  const holderOnly = async (request: { viewer: Parameters<typeof requireCardHolder>[1] }) =>
    requireCardHolder(ctx, request.viewer);

  app.post(
    '/v1/user/card/activate/',
    {
      // Cross-site, then the account (401 guest, 403 unconfirmed phone), then the form.
      preValidation: [refuseCrossSite, holderOnly],
      config: {
        fieldRefusals: { messages: FIELD_MESSAGES, otherwise: 'Некорректное значение поля.' },
      },
      schema: {
        summary:
          'Activate a printed bonus card: step 0 sends an SMS code (202, errors.code 14), step 1 binds',
        description:
          'Form: card (13 digits), department (a cinema id of department_list), code (step 1), and the profile fields the activation asks (last_name, first_name, patronymic, phone, email, accept_rules=1, birthday dd.mm.yyyy, gender 0/1).',
        tags: ['user'],
        consumes: FORMS,
        body: CardActivateFormSchema,
        response: { 200: CardActivatedResponseSchema, 202: CardCodeSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await activateCard(ctx, request.viewer, request.body, request.ip);
      if (result.step === 'sent') return reply.status(202).send(result.body);
      return reply.send({ status: 'success' as const, data: result.data });
    },
  );

  app.post(
    '/v2/user/card/virtual/',
    {
      preValidation: [refuseCrossSite, holderOnly],
      schema: {
        summary: 'Issue a virtual bonus card to an account without a live card',
        tags: ['user'],
        response: { 200: VirtualCardResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await issueVirtualCard(ctx, request.viewer),
    }),
  );

  app.post(
    '/v2/user/card/block/',
    {
      preValidation: [refuseCrossSite, holderOnly],
      schema: {
        summary: 'Block the lost live card; its points move to the next card bound or issued',
        tags: ['user'],
        response: { 200: CardBlockedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await blockCard(ctx, request.viewer),
    }),
  );

  app.get(
    '/v2/user/bonus/history/',
    {
      schema: {
        summary: 'Paid orders that earned points, newest first, 3 at a time after last-id',
        tags: ['user'],
        querystring: HistoryQuery,
        response: { 200: BonusHistoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lastId = request.query['last-id'];
      return {
        status: 'success' as const,
        data: await bonusHistoryOf(ctx, request.viewer, lastId ? Number(lastId) : null),
      };
    },
  );
};
