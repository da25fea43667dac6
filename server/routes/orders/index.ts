import type { FastifyInstance } from 'fastify';
import { createPayments, sandboxKeyStore } from '../../providers/payment/index.ts';
import { registerNotifyRoutes } from './notify.ts';
import { registerOrderRoutes } from './orderRoutes.ts';
import { registerSandboxPayRoutes } from './sandboxPay.ts';

/** VIP orders and payments (issue 5). Gateways come from the environment (docs/accounts.md). */
export function registerOrderRoutesAll(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const production = app.services.mode === 'production';
  const payments = createPayments(env, sandboxKeyStore(() => app.services.db, () => app.services.now()), { production });
  registerOrderRoutes(app, payments, env);
  registerNotifyRoutes(app, payments);
  // The sandbox gateway hands out VIP for nothing: it exists only in the local trial.
  if (!production) registerSandboxPayRoutes(app, payments);
}
