import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CodeSentResponseSchema,
  LoginErrorEnvelopeSchema,
  PasswordLoginFormSchema,
  RequestCodeFormSchema,
  SignedInResponseSchema,
  VerifyFormSchema,
} from '@softkino/contract/auth';
import {
  loginWithPassword,
  requestCode,
  setPassword,
  verifyCode,
  type SignedInResult,
} from '../services/auth';
import type { AccountContext } from '../services/context';
import { SESSION_COOKIE } from '../services/viewer';
import { handleAccountError, parseWith } from './accountErrors';
import { setBuyerCookie } from './buyer';
import { refuseCrossSite } from './sameOrigin';

const errors = { '4xx': LoginErrorEnvelopeSchema, '5xx': LoginErrorEnvelopeSchema };

/**
 * The forms as they travel (strings); the contract's schemas (src/api/schemas/auth.ts) check
 * the values in the handler, so a refusal carries the contract's own Russian text.
 */
const text = z.string().max(200).optional();
const CodeForm = z.object({ phone: text, type: text, purpose: text });
const VerifyForm = z.object({ phone: text, code: text, type: text, purpose: text });
const PasswordForm = z.object({ phone: text, password: text });
const NewPasswordForm = z.object({ password: text, password_confirm: text });
const FORMS = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** v1 user/login/, verify/, loginbypass/, setpass/ (docs/decisions/060, 070). */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  app.setErrorHandler(handleAccountError);

  app.post(
    '/v1/user/login/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: 'Send a sign-in code by SMS or flash call (purpose auth, reg or forget)',
        tags: ['user'],
        consumes: FORMS,
        body: CodeForm,
        response: { 200: CodeSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = parseWith(RequestCodeFormSchema, request.body);
      return { status: 'success' as const, data: await requestCode(ctx, form, request.ip) };
    },
  );

  /**
   * verify/ and loginbypass/ differ only in their form and the service that checks it: both
   * sign the browser in and set the session cookie.
   */
  function signInRoute<Form>(
    url: string,
    summary: string,
    body: z.ZodType,
    contract: Parameters<typeof parseWith<Form>>[0],
    signIn: (
      ctx: AccountContext,
      form: Form,
      address: string,
      cookieToken: string | undefined,
    ) => Promise<SignedInResult>,
  ): void {
    app.post(
      url,
      {
        preHandler: refuseCrossSite,
        schema: {
          summary,
          tags: ['user'],
          consumes: FORMS,
          body,
          response: { 200: SignedInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const form = parseWith(contract, request.body);
        const { token, ...data } = await signIn(
          ctx,
          form,
          request.ip,
          request.cookies[SESSION_COOKIE],
        );
        setBuyerCookie(request, reply, token);
        return { status: 'success' as const, data };
      },
    );
  }

  signInRoute(
    '/v1/user/verify/',
    'Confirm a code: confirms the phone and signs the browser in',
    VerifyForm,
    VerifyFormSchema,
    verifyCode,
  );
  signInRoute(
    '/v1/user/loginbypass/',
    'Sign in with the password',
    PasswordForm,
    PasswordLoginFormSchema,
    loginWithPassword,
  );

  app.post(
    '/v1/user/setpass/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: "Set the signed-in user's password",
        tags: ['user'],
        consumes: FORMS,
        body: NewPasswordForm,
        response: { 200: SignedInResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const form = {
        password: body.password ?? '',
        password_confirm: body.password_confirm ?? '',
      };
      // The service checks the session first, then the contract's password rules.
      const data = await setPassword(ctx, request.viewer, form);
      return { status: 'success' as const, data };
    },
  );
};
