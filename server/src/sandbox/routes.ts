import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseCrossSite } from '../routes/sameOrigin';
import type { ServiceContext } from '../services/context';
import { REFUND_TEXTS } from '@softkino/contract/order';
import type { PayMethod } from '@softkino/contract/payment';
import { orderPageUrl } from '../services/orderViews';
import { applyPaymentCallback, type CallbackResult } from '../services/paymentCallbacks';
import { expireIfLapsed, paymentPage, type PaymentPage } from '../services/payments';
import { APP_BRANDS, renderAppPage, sbpQrImage, type AppKind } from './appPages';
import { siteOrigin } from '../static';
import {
  BANK_BRAND,
  PUSHKIN_BRAND,
  renderCardForm,
  renderNotFound,
  renderOutbox,
  renderResult,
  type BankResult,
  type PageBrand,
} from './bankPage';
import { SANDBOX_SBP_BANKS, sbpLogoSvg } from './sbpBanks';
import { latestOutboxMessages } from '../repositories/outbox';
import { outboxAttachment } from '../repositories/submissions';

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

/** The sandbox's payment pages by path, and the method each belongs to. */
const PAGES = {
  bank: 'card',
  pushkin: 'pushkin_card',
  sbp: 'sbp',
  sberpay: 'sberpay',
} as const satisfies Record<string, PayMethod>;
type PageKind = keyof typeof PAGES;
const APP_KINDS = new Set<PageKind>(['sbp', 'sberpay']);

function pagePath(kind: PageKind, token: string): string {
  return `/sandbox/${kind}/${encodeURIComponent(token)}`;
}

function brandOf(kind: PageKind): PageBrand {
  if (kind === 'pushkin') return PUSHKIN_BRAND;
  if (kind === 'sbp' || kind === 'sberpay') return APP_BRANDS[kind];
  return BANK_BRAND;
}

/** Whether the page may still take the payment (declined pages may be tried again). */
function isOpen(page: PaymentPage): boolean {
  return page.payment.status === 'pending' || page.payment.status === 'declined';
}

/** What a page shows once the payment can no longer be taken, from what is stored. */
function storedResult(page: PaymentPage): { result: BankResult; text?: string } {
  if (page.payment.status === 'refunded')
    return page.refundReason
      ? { result: 'refunded', text: REFUND_TEXTS[page.refundReason] }
      : { result: 'refunded' };
  if (page.payment.status === 'paid' || page.status === 'paid') return { result: 'paid' };
  if (page.status === 'cancelled') return { result: 'cancelled' };
  if (page.status === 'expired') return { result: 'expired' };
  return { result: 'declined' };
}

/** What a page shows after a callback was applied. */
function callbackResult(result: CallbackResult): { result: BankResult; text?: string } {
  if (result.payment === 'refunded')
    return result.refund
      ? { result: 'refunded', text: REFUND_TEXTS[result.refund] }
      : { result: 'refunded' };
  if (result.payment === 'paid') return { result: 'paid' };
  if (result.payment === 'declined') return { result: 'declined' };
  if (result.order === 'expired' || result.order === 'cancelled') return { result: result.order };
  return { result: 'declined' };
}

/**
 * The sandbox payment pages, registered by the sandbox payment provider
 * (providers/payment/sandbox.ts) only when it is the configured one; the token is the
 * payment's capability, and unknown or malformed tokens (or a token of another method's page)
 * get the same 404 page:
 * - /sandbox/bank/<token>: the card form (3-D Secure), in the payment frame;
 * - /sandbox/pushkin/<token>: the Pushkin card's Mir form, in the payment frame;
 * - /sandbox/sbp/<token>: what the SBP QR code opens (the buyer's bank app);
 * - /sandbox/sberpay/<token>: the SberPay confirmation;
 * each with POST …/pay ('Оплатить') and …/decline ('Отклонить'); and the SBP banks' drawn
 * logos at /sandbox/sbp/banks/<slug>.svg.
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/sandbox/sbp/banks/')) return payload;
    // The pages are shown in a frame of this site only, never cached.
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });

  app.get('/sandbox/sbp/banks/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const bank = SANDBOX_SBP_BANKS.find((b) => `${b.slug}.svg` === file);
    if (!bank) return reply.status(404).type(HTML).send(renderNotFound());
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(sbpLogoSvg(bank));
  });

  async function load(kind: PageKind, params: unknown): Promise<PaymentPage | null> {
    const parsed = TokenParams.safeParse(params);
    if (!parsed.success) return null;
    const page = await paymentPage(ctx, parsed.data.token);
    return page?.payment.method === PAGES[kind] ? page : null;
  }

  /** How long SberPay's paid page shows before it goes back to the order (decision 411). */
  const SBERPAY_RETURN_MS = 2000;

  function result(
    kind: PageKind,
    page: PaymentPage,
    shown: { result: BankResult; text?: string },
  ): string {
    return renderResult(page.payment.token, page, shown.result, orderPageUrl(page.view.id), {
      pagePath: pagePath(kind, page.payment.token),
      brand: brandOf(kind),
      ...(shown.text ? { text: shown.text } : {}),
      // SberPay was opened in the shop's own tab: it takes the buyer back (411).
      ...(kind === 'sberpay' ? { returnAfterMs: SBERPAY_RETURN_MS } : {}),
    });
  }

  for (const kind of Object.keys(PAGES) as PageKind[]) {
    const isApp = APP_KINDS.has(kind);
    const method = PAGES[kind];
    // A card page takes the card only while the order can be paid; an app's page (the buyer's
    // bank) takes the money whenever the buyer approves, even late.
    const payable = (page: PaymentPage) => isOpen(page) && (isApp || page.status === 'unpaid');

    app.get(`/sandbox/${kind}/:token`, { schema: { hide: true } }, async (request, reply) => {
      const page = await load(kind, request.params);
      if (!page) return reply.status(404).type(HTML).send(renderNotFound());
      if (!payable(page)) return reply.type(HTML).send(result(kind, page, storedResult(page)));
      if (isApp) {
        const origin = siteOrigin(request, ctx.publicUrl);
        const qr = kind === 'sbp' ? sbpQrImage(origin, page.payment.token) : undefined;
        return reply
          .type(HTML)
          .send(
            renderAppPage(kind as AppKind, page.payment.token, page, page.view.remaining_ms, qr),
          );
      }
      return reply
        .type(HTML)
        .send(
          renderCardForm(
            page.payment.token,
            page,
            page.view.remaining_ms,
            undefined,
            undefined,
            kind === 'pushkin' ? 'pushkin' : 'card',
          ),
        );
    });

    app.post(
      `/sandbox/${kind}/:token/pay`,
      { schema: { hide: true }, preHandler: refuseCrossSite },
      async (request, reply) => {
        const page = await load(kind, request.params);
        if (!page) return reply.status(404).type(HTML).send(renderNotFound());
        if (!payable(page)) {
          if (page.status === 'expired') await expireIfLapsed(ctx, page.view.id);
          return reply.type(HTML).send(result(kind, page, storedResult(page)));
        }
        const callback = ctx.payment.verifyCallback({
          paymentId: page.payment.token,
          method,
          body: request.body,
          now: ctx.now(),
        });
        if (!callback || callback.outcome === 'declined') {
          // A form the bank does not accept changes nothing: the buyer corrects it.
          const values = readCardForm(request.body) ?? EMPTY_CARD;
          const problem = callback?.problem ?? 'Проверьте данные карты';
          return reply
            .status(400)
            .type(HTML)
            .send(
              renderCardForm(
                page.payment.token,
                page,
                page.view.remaining_ms,
                problem,
                values,
                kind === 'pushkin' ? 'pushkin' : 'card',
              ),
            );
        }
        const applied = await applyPaymentCallback(ctx, callback);
        const after = (await paymentPage(ctx, page.payment.token)) ?? page;
        return reply
          .type(HTML)
          .send(result(kind, after, applied ? callbackResult(applied) : storedResult(after)));
      },
    );

    app.post(
      `/sandbox/${kind}/:token/decline`,
      { schema: { hide: true }, preHandler: refuseCrossSite },
      async (request, reply) => {
        const page = await load(kind, request.params);
        if (!page) return reply.status(404).type(HTML).send(renderNotFound());
        if (!isOpen(page)) return reply.type(HTML).send(result(kind, page, storedResult(page)));
        // The bank declines: the payment is declined, the order stays as it is (an unpaid one
        // can be paid again until its hold ends).
        const applied = await applyPaymentCallback(ctx, {
          paymentId: page.payment.token,
          providerPaymentId: null,
          outcome: 'declined',
          problem: 'Платёж отклонён',
        });
        const after = (await paymentPage(ctx, page.payment.token)) ?? page;
        const shown =
          applied?.payment === 'declined' && after.status !== 'unpaid' && !isApp
            ? storedResult(after)
            : applied
              ? callbackResult(applied)
              : storedResult(after);
        return reply.type(HTML).send(result(kind, after, shown));
      },
    );
  }
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

  // The file a message carries (a bug report's screenshot, a résumé), as a download.
  app.get('/sandbox/outbox/:id/attachment', { schema: { hide: true } }, async (request, reply) => {
    const id = Number((request.params as { id?: string }).id);
    const file =
      Number.isSafeInteger(id) && id > 0 ? await outboxAttachment(ctx.db, id) : undefined;
    if (!file) return reply.status(404).type(HTML).send(renderNotFound());
    return reply
      .type(file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .send(file.bytes);
  });
};
