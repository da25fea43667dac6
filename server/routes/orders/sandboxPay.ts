import * as z from 'zod';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { isLocalRequest } from '../../http/clientAddress.ts';
import type { PaymentSetup } from '../../providers/payment/index.ts';
import { signSandboxNotification, type SandboxNotification } from '../../providers/payment/sandbox.ts';
import { closeOrder } from './grant.ts';
import { findOrder } from './orderStore.ts';
import { packageById } from './packages.ts';
import { sandboxMessagePage, sandboxPayPage } from './sandboxPages.ts';
import { OrderStatus } from './stateMachine.ts';

const ordernoSchema = z.object({ orderno: z.string().regex(/^BZ\d{14}[0-9a-f]{10}$/) });

/** Where the pay page sends the buyer back: the membership centre, which then asks /payorderstate. */
export function returnPath(orderno: string): string {
  return `/#/pages/checkOut/checkOut?orderno=${encodeURIComponent(orderno)}`;
}

/**
 * The sandbox gateway's hosted pay page. Paying sends the server a real
 * signed notification (through Fastify's in-process HTTP, the same route a
 * gateway calls). Pay and cancel work only from this machine: the sandbox is
 * the default gateway, and from anywhere else it would hand out free VIP.
 */
export function registerSandboxPayRoutes(app: FastifyInstance, payments: PaymentSetup): void {
  const sendNotification = async (notification: SandboxNotification) => {
    const { privateKey } = await payments.sandboxKeys();
    const signed = signSandboxNotification(privateKey, notification, nowSeconds(app.services));
    return app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: signed.headers, payload: signed.body });
  };
  const notificationFor = async (orderno: string, status: SandboxNotification['status']): Promise<SandboxNotification | null> => {
    const order = await findOrder(app.services.db, orderno);
    if (!order || order.paygateway !== 'sandbox') return null;
    return { notify_id: randomBytes(8).toString('hex'), orderno, trade_no: `SBX${order.orderno.slice(2)}`, amount_fen: order.amount_fen, status };
  };

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, async (_request: FastifyRequest, body: string) =>
      Object.fromEntries(new URLSearchParams(body)),
    );
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

    scope.get('/api/pay/sandbox', async (request, reply) => {
      const parsed = ordernoSchema.safeParse(request.query);
      const order = parsed.success ? await findOrder(app.services.db, parsed.data.orderno) : null;
      if (!order || order.paygateway !== 'sandbox') return html(reply, 404, sandboxMessagePage('订单不存在'));
      const pack = packageById(order.package_id);
      return html(
        reply,
        200,
        sandboxPayPage({ orderno: order.orderno, title: `标志设计${pack?.name ?? '会员'}`, amountFen: order.amount_fen, payable: order.status === OrderStatus.created }, isLocalRequest(request)),
      );
    });

    scope.post('/api/pay/sandbox/pay', async (request, reply) => {
      if (!isLocalRequest(request)) return html(reply, 403, sandboxMessagePage('沙箱支付只能在本机操作'));
      const parsed = ordernoSchema.safeParse(request.body);
      const notification = parsed.success ? await notificationFor(parsed.data.orderno, 'paid') : null;
      if (!notification) return html(reply, 404, sandboxMessagePage('订单不存在'));
      const delivered = await sendNotification(notification);
      if (delivered.statusCode !== 200) return html(reply, 502, sandboxMessagePage('支付通知未被接受'));
      return reply.redirect(returnPath(notification.orderno), 303);
    });

    scope.post('/api/pay/sandbox/cancel', async (request, reply) => {
      if (!isLocalRequest(request)) return html(reply, 403, sandboxMessagePage('沙箱支付只能在本机操作'));
      const parsed = ordernoSchema.safeParse(request.body);
      if (!parsed.success) return html(reply, 404, sandboxMessagePage('订单不存在'));
      await closeOrder(app.services.db, parsed.data.orderno, nowSeconds(app.services));
      return reply.redirect(returnPath(parsed.data.orderno), 303);
    });

    // Loopback: a signed refund notification, to exercise paid → refunded.
    scope.post('/dev/pay/refund', async (request, reply) => {
      if (!isLocalRequest(request)) return reply.code(403).send({ code: 40300, msg: '仅允许本机访问' });
      const parsed = ordernoSchema.safeParse(request.body);
      const notification = parsed.success ? await notificationFor(parsed.data.orderno, 'refunded') : null;
      if (!notification) return reply.code(404).send({ code: 40400, msg: '订单不存在' });
      const delivered = await sendNotification(notification);
      return { status: delivered.statusCode };
    });
  });
}
