import type { FastifyInstance } from 'fastify';
import { createSms } from '../../providers/sms';
import { createWechatLogin } from '../../providers/wechat';
import { createImageCodeOutbox, type AccountDeps } from './deps';
import { registerAccountDevRoutes } from './devRoutes';
import { registerGuestRoutes } from './guest';
import { registerLoginRoutes } from './login';
import { registerPhotoRoutes } from './photo';
import { registerProfileRoutes } from './profile';
import { registerSessionRoutes } from './session';
import { registerSmsRoutes } from './sms';
import { registerWechatRoutes } from './wechat';

/**
 * Accounts (issue 5): guest registration, phone login by SMS, sessions,
 * profile, WeChat scan login, cancellation. Providers are chosen from the
 * environment (docs/accounts.md).
 */
export function registerAccountRoutes(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const production = app.services.mode === 'production';
  const sms = createSms(env, { log: (line) => app.log.info(line), now: () => app.services.now(), production });
  const deps: AccountDeps = { sms, imageOutbox: sms.outbox ? createImageCodeOutbox() : null };
  registerGuestRoutes(app);
  registerSessionRoutes(app);
  registerSmsRoutes(app, deps);
  registerLoginRoutes(app);
  registerProfileRoutes(app);
  registerPhotoRoutes(app);
  registerWechatRoutes(app, createWechatLogin(env, { production }), env);
  if (!production) registerAccountDevRoutes(app, deps);
}
