import type { FastifyInstance } from 'fastify';
import { createPayments, sandboxKeyStore } from '../../providers/payment';
import { registerNotifyRoutes } from './notify';
import { registerOrderRoutes } from './orderRoutes';
import { registerSandboxPayRoutes } from './sandboxPay';

/** VIP orders and payments (issue 5). Gateways come from the environment (docs/accounts.md). */
export function registerOrderRoutesAll(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const production = app.services.mode === 'production';
  const payments = createPayments(env, sandboxKeyStore(() => app.services.db, () => app.services.now()), { production });
  registerOrderRoutes(app, payments, env);
  registerNotifyRoutes(app, payments);
  // The sandbox gateway hands out VIP for nothing: it exists only in the local trial.
  if (!production) registerSandboxPayRoutes(app, payments);
}
