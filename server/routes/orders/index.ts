import type { FastifyInstance } from 'fastify';
import { createPayments, sandboxKeyStore } from '../../providers/payment';
import { registerNotifyRoutes } from './notify';
import { registerOrderRoutes } from './orderRoutes';
import { registerSandboxPayRoutes } from './sandboxPay';

/** VIP orders and payments (issue 5). Gateways come from the environment (docs/accounts.md). */
export function registerOrderRoutesAll(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const payments = createPayments(env, sandboxKeyStore(() => app.services.db, () => app.services.now()));
  registerOrderRoutes(app, payments, env);
  registerNotifyRoutes(app, payments);
  registerSandboxPayRoutes(app, payments);
}
