import { describe, expect, it } from 'vitest';
import { readServerEnv } from './config.ts';

describe('readServerEnv', () => {
  it('defaults to 127.0.0.1:8080, PGlite under ./data and the built app then public/', () => {
    const env = readServerEnv({}, '/srv/app');
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/srv/app/data' });
    expect(env.build.database).toEqual({ pgliteDir: '/srv/app/data/pglite' });
    expect(env.build.staticRoots).toEqual(['/srv/app/dist/app', '/srv/app/public']);
    expect(env.build.trustProxy).toBe(false);
    expect(env.build.signSecret).toBeUndefined();
  });

  it('reads every variable', () => {
    const env = readServerEnv(
      { PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/var/lib/bz', DATABASE_URL: 'postgres://u@h/db', STATIC_DIR: 'web', TRUST_PROXY: '1', SIGN_SECRET: 's', LOG_LEVEL: 'warn' },
      '/srv/app',
    );
    expect(env).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/var/lib/bz' });
    expect(env.build).toMatchObject({
      database: { url: 'postgres://u@h/db' },
      staticRoots: ['/srv/app/web', '/srv/app/public'],
      trustProxy: 1,
      signSecret: 's',
      logger: { level: 'warn' },
    });
  });

  it('refuses a bad PORT or LOG_LEVEL instead of guessing', () => {
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readServerEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
