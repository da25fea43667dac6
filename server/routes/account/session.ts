import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { userInfo } from './accounts.ts';
import { credentialsSchema } from './schemas.ts';
import { authenticate, revokeToken } from './tokens.ts';

/** Who am I, is my token still good, and sign out (which ends only this token). */
export function registerSessionRoutes(app: FastifyInstance): void {
  registerSigned(app, '/checktoken', credentialsSchema, async ({ account, usertoken }) => {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, account, usertoken, now);
    return { userinfo: userInfo(auth.account, auth.token, now) };
  });

  registerSigned(app, '/memprofile', credentialsSchema, async ({ account, usertoken }) => {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, account, usertoken, now);
    return { userinfo: userInfo(auth.account, auth.token, now) };
  });

  registerSigned(app, '/membasicinfo', credentialsSchema, async ({ account, usertoken }) => {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, account, usertoken, now);
    return { userinfo: userInfo(auth.account, auth.token, now) };
  });

  registerSigned(app, '/signout', credentialsSchema, async ({ account, usertoken }) => {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, account, usertoken, now);
    await revokeToken(app.services.db, auth.token);
    return {};
  });
}
