import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { NotificationRejected, type PaymentSetup } from '../../providers/payment/index.ts';
import { applyVerifiedPayment, type PaymentOutcome } from './grant.ts';

/**
 * POST /api/pay/notify/:gateway: the only door through which an order
 * becomes paid. The body is kept as received (signatures cover the bytes);
 * a message that does not verify changes nothing and is answered with the
 * gateway's refusal, so the gateway retries a genuine one.
 */
export function registerNotifyRoutes(app: FastifyInstance, payments: PaymentSetup): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    const raw = async (_request: FastifyRequest, body: string) => body;
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, raw);
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, raw);

    scope.post<{ Params: { gateway: string } }>('/api/pay/notify/:gateway', async (request, reply) => {
      const gateway = payments.byName(request.params.gateway);
      if (!gateway) return reply.code(404).send({ code: 40400, msg: '未知的支付通道' });
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const now = nowSeconds(app.services);
      let outcome: PaymentOutcome | 'rejected';
      let orderno = '';
      try {
        const payment = await gateway.verify({ headers, rawBody }, now);
        orderno = payment.orderno;
        outcome = await applyVerifiedPayment(app.services.db, gateway.name, payment, now);
      } catch (error) {
        if (!(error instanceof NotificationRejected)) throw error;
        request.log.warn({ gateway: gateway.name, reason: error.message }, 'payment notification refused');
        outcome = 'rejected';
      }
      await app.services.db.query(
        'INSERT INTO payment_notifications (gateway, orderno, verified, outcome, received_at) VALUES ($1, $2, $3, $4, $5)',
        [gateway.name, orderno.slice(0, 64), outcome !== 'rejected', outcome, now],
      );
      const answer = outcome === 'rejected' ? gateway.ack.refused : gateway.ack.accepted;
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  });
}
