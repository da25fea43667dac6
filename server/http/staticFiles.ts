import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export interface StaticSite {
  /** Answers a browser's GET for an unknown page with the app shell; false when there is none. */
  sendAppShell(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * Serves the built app (first root) and then the other roots (public/
 * catalogues) at `/`. Missing roots are skipped so the API still runs before
 * `npm run build`. Vite's hashed files under /assets/ never change, so they
 * are cached for a year; everything else revalidates by ETag.
 */
export async function registerStaticSite(app: FastifyInstance, roots: readonly string[]): Promise<StaticSite> {
  const existing = [...new Set(roots.map((root) => resolve(root)))].filter(isDirectory);
  const appRoot = roots[0] === undefined ? undefined : resolve(roots[0]);
  const shellAvailable = appRoot !== undefined && existsSync(join(appRoot, 'index.html'));
  if (roots.length > 0 && !shellAvailable) {
    app.log.warn(`UI not built: ${appRoot ?? '(none)'}/index.html is missing; run \`npm run build\`. The API works without it.`);
  }
  if (existing.length === 0) return { sendAppShell: () => false };

  const assetsDir = appRoot === undefined ? undefined : join(appRoot, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: existing,
    prefix: '/',
    index: ['index.html'],
    dotfiles: 'ignore',
    // `.br`/`.gz` siblings written at build time (scripts/precompress.mjs) are sent to
    // browsers that accept them: font manifests and catalogues shrink ~3×.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = assetsDir !== undefined && path.startsWith(assetsDir);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return {
    sendAppShell(request, reply) {
      if (!shellAvailable || appRoot === undefined) return false;
      if (!(request.headers.accept ?? '').includes('text/html')) return false;
      reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', appRoot);
      return true;
    },
  };
}
