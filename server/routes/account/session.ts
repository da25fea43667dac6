import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context';
import { registerSigned } from '../../signed/registerSigned';
import { userInfo } from './accounts';
import { credentialsSchema } from './schemas';
import { authenticate, revokeToken } from './tokens';

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
