import type { FastifyInstance } from 'fastify';
import { createSms } from '../../providers/sms/index.ts';
import { createWechatLogin } from '../../providers/wechat/index.ts';
import { createImageCodeOutbox, type AccountDeps } from './deps.ts';
import { registerAccountDevRoutes } from './devRoutes.ts';
import { registerGuestRoutes } from './guest.ts';
import { registerLoginRoutes } from './login.ts';
import { registerPhotoRoutes } from './photo.ts';
import { registerProfileRoutes } from './profile.ts';
import { registerSessionRoutes } from './session.ts';
import { registerSmsRoutes } from './sms.ts';
import { registerWechatRoutes } from './wechat.ts';

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
