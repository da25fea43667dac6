import { buildServer } from './app.ts';
import { readServerEnv } from './config.ts';

/**
 * `npx tsx server/main.ts` (what `npm start` runs): one process serving the
 * built app, the catalogues and the API. Stops cleanly on SIGINT/SIGTERM so
 * the embedded database is closed and its lock released.
 */
async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  const app = await buildServer(env.build);
  app.log.info(
    `database: ${env.build.database?.url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.build.database?.pgliteDir ?? ''}`}`,
  );
  if (env.build.mode !== 'production') {
    // Loud on purpose: the trial hands out VIP through sandbox payment and shows SMS codes to loopback.
    app.log.warn(
      'LOCAL TRIAL MODE: sandbox SMS, payment and WeChat login, /dev helpers on loopback. ' +
        'Never expose this to the internet; set NODE_ENV=production with your own secrets (README "Production").',
    );
  }

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
