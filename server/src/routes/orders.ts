import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  CancelOrderResponseSchema,
  CancelPaidOrderRequestSchema,
  CancelPaidOrderResponseSchema,
  OrderCreateFormSchema,
  FindUserOrdersResponseSchema,
  OrderCreateResponseSchema,
  OrderDetailsResponseSchema,
  UserSessionResponseSchema,
} from '@softkino/contract/order';
import {
  ApplePaySessionRequestSchema,
  ApplePaySessionResponseSchema,
  PayRequestSchema,
  PayResponseSchema,
  SbpStatusRequestSchema,
  SbpStatusResponseSchema,
} from '@softkino/contract/payment';
import type { ServiceContext } from '../services/context';
import { unixSeconds } from '../services/orderViews';
import {
  buyerOrders,
  cancelOrder,
  createOrder,
  currentUnpaidOrder,
  orderDetails,
} from '../services/orders';
import { applePaySession, sbpOrderStatus, startPayment } from '../services/payments';
import { BUYER_COOKIE, setBuyerCookie } from './buyer';
import { calendarOfOrder } from '../services/orderCalendar';
import { siteOrigin } from '../static';
import { sendCalendar } from './calendar';
import { DbIdSchema } from './params';
import { refuseCrossSite } from './sameOrigin';
import { cancelPaidOrder } from '../services/cancelPaidOrder';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/**
 * The form as it travels: strings only, unknown fields refused; then the contract's own rules
 * (missing e-mail, bad seats JSON, 9 seats...), each refusal in the contract's words (the route
 * sets `contractMessages`, so the error handler passes them through).
 */
const field = z.string().max(2000).optional();
const OrderForm = z.strictObject({
  session: field,
  seats: field,
  email: field,
  phone: field,
  bonus_pay: field,
});

export const orderRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/v2/payment/create_order/',
    {
      preHandler: refuseCrossSite,
      // The order's transaction reads the buyer itself (services/orders.ts orderBuyer).
      config: { contractMessages: true, viewerless: true },
      schema: {
        summary: 'Hold seats (7 minutes, HOLD_SECONDS) and create an unpaid order',
        description:
          'Form (multipart or urlencoded): session, seats (JSON array of place ids), email, phone, bonus_pay.',
        tags: ['payment'],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        body: OrderForm.pipe(OrderCreateFormSchema),
        response: { 200: OrderCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await createOrder(ctx, request.cookies[BUYER_COOKIE], request.body);
      if (order.newToken) setBuyerCookie(request, reply, order.newToken);
      return {
        status: 'success' as const,
        data: {
          'order-id': order.id,
          'user-id': order.buyer.userId,
          number: order.number,
          expire_date_unix: unixSeconds(order.expiresAt),
          amount: order.amount,
          bonus_pay: order.bonusPay,
          payment: { provider: ctx.payment.name, methods: order.methods },
        },
      };
    },
  );

  app.post(
    '/v2/payment/pay/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary:
          'Start paying an unpaid order by a method: the page, QR, SberPay fields or wallet charge',
        tags: ['payment'],
        body: PayRequestSchema,
        response: { 200: PayResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await startPayment(ctx, request.viewer.buyer, {
        orderId: Number(body['order-id']),
        method: body['pay-method'],
        ...(body.fio === undefined ? {} : { fio: body.fio }),
        ...(body.payment_features?.paymentToken
          ? { walletToken: body.payment_features.paymentToken }
          : {}),
        origin: `${request.protocol}://${request.host}`,
      });
      return { status: 'success' as const, data };
    },
  );

  app.post(
    '/v2/payment/sbp/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: "The SBP panel's poll: paid, expired or pending (the owner's order only)",
        description: 'Form (urlencoded or multipart) or JSON: orderNumber.',
        tags: ['payment'],
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: z.object({
          orderNumber: z
            .union([z.string(), z.number().int().nonnegative()])
            .transform(String)
            .pipe(SbpStatusRequestSchema.shape.orderNumber),
        }),
        response: { 200: SbpStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        order_status: await sbpOrderStatus(ctx, request.viewer.buyer, request.body.orderNumber),
      },
    }),
  );

  app.post(
    '/v2/payment/get_applepay_session/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: "Apple Pay merchant validation: the merchant session for the buyer's unpaid order",
        tags: ['payment'],
        body: ApplePaySessionRequestSchema,
        response: { 200: ApplePaySessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await applePaySession(
        ctx,
        request.viewer.buyer,
        Number(request.body['order-id']),
        request.body['apple-pay-address-url'],
        request.hostname,
      ),
    }),
  );

  app.get(
    '/v1/user/session',
    {
      schema: {
        summary: "This browser's current unpaid order, or data null",
        tags: ['user'],
        response: { 200: UserSessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await currentUnpaidOrder(ctx, request.viewer.buyer),
    }),
  );

  app.get(
    '/v1/buy/cancel/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: "Cancel this browser's unpaid order and free its seats (idempotent)",
        tags: ['payment'],
        querystring: z.strictObject({ order_id: DbIdSchema }),
        response: { 200: CancelOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await cancelOrder(ctx, request.viewer.buyer, request.query.order_id),
    }),
  );

  app.post(
    '/v1/order/cancel/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary:
          "Cancel this buyer's paid order (up to 30 minutes before the session): seats freed, tickets void, money and points returned",
        tags: ['payment'],
        body: CancelPaidOrderRequestSchema,
        response: { 200: CancelPaidOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await cancelPaidOrder(ctx, request.viewer.buyer, Number(request.body['order-id'])),
    }),
  );

  app.get(
    '/v2/user/find_user_orders/',
    {
      schema: {
        summary: "This browser's orders, newest first",
        tags: ['user'],
        response: { 200: FindUserOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await buyerOrders(ctx, request.viewer.buyer),
    }),
  );

  app.get(
    '/v1/order/calendar/',
    {
      schema: {
        summary: "The viewer's own paid order's session as an iCalendar event (text/calendar)",
        description:
          "A download ('Добавить в календарь', decision 480): the film, the cinema and its address, the hall, seats, order number and the order page, an alarm an hour before. Another's, an unknown or an unpaid order is a 404 «Заказ не найден.».",
        tags: ['user'],
        querystring: z.strictObject({ id: DbIdSchema }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { ics, fileName } = await calendarOfOrder(
        ctx,
        request.viewer.buyer,
        request.query.id,
        siteOrigin(request, ctx.publicUrl),
      );
      return sendCalendar(reply, ics, fileName);
    },
  );

  app.get(
    '/v1/order/',
    {
      schema: {
        summary: 'One order with its tickets (only for the browser that made it)',
        tags: ['user'],
        querystring: z.strictObject({ id: DbIdSchema }),
        response: { 200: OrderDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orderDetails(ctx, request.viewer.buyer, request.query.id),
    }),
  );
};
