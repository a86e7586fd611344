import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CodeSentResponseSchema,
  LoginErrorEnvelopeSchema,
  PasswordLoginFormSchema,
  PasswordStateResponseSchema,
  RequestCodeFormSchema,
  SetPasswordFormSchema,
  SignedInResponseSchema,
  VerifyFormSchema,
} from '@softkino/contract/auth';
import {
  loginWithPassword,
  passwordState,
  requestCode,
  requireSignedIn,
  setPassword,
  verifyCode,
  type SignedInResult,
} from '../services/auth';
import type { AccountContext } from '../services/context';
import { SESSION_COOKIE } from '../services/viewer';
import { setBuyerCookie } from './buyer';
import { refuseCrossSite } from './sameOrigin';

const errors = { '4xx': LoginErrorEnvelopeSchema, '5xx': LoginErrorEnvelopeSchema };

/**
 * The forms as they travel (strings), piped into the contract's schemas
 * (packages/contract/src/auth.ts) as each route's `schema.body`. The routes set `contractMessages`, so
 * a refusal carries the contract's own Russian text; a refusal with extra envelope fields
 * (`next_sms`) is an ApiError whose fields the one error handler writes.
 */
const text = z.string().max(200).optional();
const CodeForm = z.object({ phone: text, type: text, purpose: text });
const VerifyForm = z.object({ phone: text, code: text, type: text, purpose: text });
const PasswordForm = z.object({ phone: text, password: text });
/** A missing password is an empty one: the contract's "Заполните все поля". */
const blank = z.string().max(200).default('');
const NewPasswordForm = z.object({
  password: blank,
  password_confirm: blank,
  current_password: z.string().max(200).optional(),
});
const FORMS = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The routes' common options. A cross-site request is refused before its form is validated
 * (preValidation), so it is a 403 whatever it carries, as before.
 */
const FORM_ROUTE = {
  preValidation: refuseCrossSite,
  config: { contractMessages: true },
} as const;

/** v1 user/login/, verify/, loginbypass/, setpass/ (docs/decisions/060, 070, 161). */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AccountContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/user/login/',
    {
      ...FORM_ROUTE,
      schema: {
        summary: 'Send a sign-in code by SMS or flash call (purpose auth, reg or forget)',
        tags: ['user'],
        consumes: FORMS,
        body: CodeForm.pipe(RequestCodeFormSchema),
        response: { 200: CodeSentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await requestCode(ctx, request.body, request.ip),
    }),
  );

  /**
   * verify/ and loginbypass/ differ only in their form and the service that checks it: both
   * sign the browser in and set the session cookie.
   */
  function signInRoute<Form>(
    url: string,
    summary: string,
    body: z.ZodType<Form>,
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
        ...FORM_ROUTE,
        schema: {
          summary,
          tags: ['user'],
          consumes: FORMS,
          body,
          response: { 200: SignedInResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { token, ...data } = await signIn(
          ctx,
          request.body as Form,
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
    VerifyForm.pipe(VerifyFormSchema),
    verifyCode,
  );
  signInRoute(
    '/v1/user/loginbypass/',
    'Sign in with the password',
    PasswordForm.pipe(PasswordLoginFormSchema),
    loginWithPassword,
  );

  app.post(
    '/v1/user/setpass/',
    {
      ...FORM_ROUTE,
      // A guest is a 401 before the password rules are looked at.
      preValidation: [refuseCrossSite, requireSignedIn],
      schema: {
        summary: "Set the signed-in user's password",
        tags: ['user'],
        consumes: FORMS,
        body: NewPasswordForm.pipe(SetPasswordFormSchema),
        response: { 200: SignedInResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await setPassword(ctx, request.viewer, request.body, request.ip),
    }),
  );

  app.get(
    '/v1/user/setpass/',
    {
      preValidation: requireSignedIn,
      schema: {
        summary: 'What a new password needs: whether the current one is asked (decision 449)',
        tags: ['user'],
        response: { 200: PasswordStateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await passwordState(ctx, request.viewer),
    }),
  );
};
