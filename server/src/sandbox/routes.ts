import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseCrossSite } from '../routes/sameOrigin';
import type { ServiceContext } from '../services/context';
import { orderPageUrl } from '../services/orderViews';
import { bankPageOrder, confirmPayment } from '../services/payments';
import { renderCardForm, renderNotFound, renderOutbox, renderResult } from './bankPage';
import { latestOutboxMessages } from '../repositories/outbox';

/** The shape of a sandbox payment id (the bank page's token). */
export const SANDBOX_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const TokenParams = z.object({ token: z.string().regex(SANDBOX_TOKEN) });
const EMPTY_CARD = { number: '', expiry: '', cvc: '', holder: '' };
const CardForm = z.object({
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
  holder: z.string().max(100).default(''),
});

const HTML = 'text/html; charset=utf-8';

export type CardFormValues = z.infer<typeof CardForm>;

/** The card form as posted, or null when it is not one (the bank then asks to check it). */
export function readCardForm(body: unknown): CardFormValues | null {
  const card = CardForm.safeParse(body ?? {});
  return card.success ? card.data : null;
}

/**
 * The sandbox bank (/sandbox/bank/<token>), registered by the sandbox payment provider
 * (providers/payment/sandbox.ts) only when it is the configured one. The token is the
 * payment's capability: unknown or malformed tokens get the same 404 page.
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    // The bank page is shown in a frame of this site only, never cached.
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });

  app.get('/sandbox/bank/:token', { schema: { hide: true } }, async (request, reply) => {
    const parsed = TokenParams.safeParse(request.params);
    const order = parsed.success ? await bankPageOrder(ctx, parsed.data.token) : null;
    if (!parsed.success || !order) return reply.status(404).type(HTML).send(renderNotFound());
    const token = parsed.data.token;
    if (order.status === 'unpaid')
      return reply.type(HTML).send(renderCardForm(token, order, order.view.remaining_ms));
    return reply
      .type(HTML)
      .send(renderResult(token, order, order.status, orderPageUrl(order.view.id)));
  });

  app.post(
    '/sandbox/bank/:token/pay',
    { schema: { hide: true }, preHandler: refuseCrossSite },
    async (request, reply) => {
      const parsed = TokenParams.safeParse(request.params);
      const order = parsed.success ? await bankPageOrder(ctx, parsed.data.token) : null;
      if (!parsed.success || !order) return reply.status(404).type(HTML).send(renderNotFound());
      const token = parsed.data.token;
      if (order.status === 'unpaid') {
        const callback = ctx.payment.verifyCallback({
          paymentId: token,
          body: request.body,
          now: ctx.now(),
        });
        if (callback?.outcome !== 'paid') {
          const values = readCardForm(request.body) ?? EMPTY_CARD;
          const problem = callback?.problem ?? 'Проверьте данные карты';
          return reply
            .status(400)
            .type(HTML)
            .send(renderCardForm(token, order, order.view.remaining_ms, problem, values));
        }
      }
      const outcome = await confirmPayment(ctx, token);
      const after = (await bankPageOrder(ctx, token)) ?? order;
      return reply
        .type(HTML)
        .send(renderResult(token, after, outcome, orderPageUrl(order.view.id)));
    },
  );

  app.post(
    '/sandbox/bank/:token/decline',
    { schema: { hide: true }, preHandler: refuseCrossSite },
    async (request, reply) => {
      const parsed = TokenParams.safeParse(request.params);
      const order = parsed.success ? await bankPageOrder(ctx, parsed.data.token) : null;
      if (!parsed.success || !order) return reply.status(404).type(HTML).send(renderNotFound());
      // Declining changes nothing: the order stays unpaid and can be paid until the hold ends.
      const result = order.status === 'unpaid' ? 'declined' : order.status;
      return reply
        .type(HTML)
        .send(renderResult(parsed.data.token, order, result, orderPageUrl(order.view.id)));
    },
  );
};

/**
 * The dev outbox (/sandbox/outbox): what the sandbox mail and SMS providers "sent". Registered
 * only while one of them is configured.
 */
export const sandboxOutboxRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });

  app.get('/sandbox/outbox', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type(HTML).send(renderOutbox(await latestOutboxMessages(ctx.db, 50)));
  });
};
