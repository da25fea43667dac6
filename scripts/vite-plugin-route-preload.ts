import type { Plugin } from 'vite';
import { EARLY_WORKERS_KEY, startRouteEarly, type EarlyRoute } from '../src/app/firstScreen/startRouteEarly.ts';

/** A route that a visit may open straight away, and what it needs first. */
export interface PreloadedRoute {
  /** The hash path (`#/pages/create/create`). */
  path: string;
  /** The page module, as the bundle's chunk names it (its facade module id ends with it). */
  module: string;
  /** Worker scripts the page starts on mount, by their `name` (kinds.ts) and file stem. */
  workers: { name: string; stem: string }[];
}

/**
 * Issue 30: a visit straight to the editor waited for the start-up chunk to arrive and run
 * before the router asked for the page's ~40 chunks, and for the page to mount before its render
 * and font workers were asked for: three waits on a slow network, one after the other. The
 * build writes, for each route here, the page's chunk closure and its workers' scripts into a
 * small inline script in index.html (`startRouteEarly`), which asks for all of them at once
 * when the address is that route: the chunks as module preloads, the workers started (the app
 * adopts them, src/app/workers/earlyWorkers.ts).
 */
export function routePreload(routes: PreloadedRoute[]): Plugin {
  return {
    name: 'route-preload',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.filename.endsWith('/index.html') || context.filename.includes('/src/dev/')) return html;
        // The chunks a module needs before it runs (its static imports, recursively), and their CSS.
        const closure = (fileName: string) => {
          const scripts: string[] = [];
          const styles: string[] = [];
          const walk = (name: string) => {
            const chunk = bundle[name];
            if (!chunk || chunk.type !== 'chunk' || scripts.includes(name)) return;
            scripts.push(name);
            for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
            for (const imported of chunk.imports) walk(imported);
          };
          walk(fileName);
          return { scripts, styles };
        };
        // What the app's entry already loads (the start-up chunk; its CSS is inlined) is not asked for twice.
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith('/index.html'));
        const atStart = entry ? closure(entry.fileName) : { scripts: [], styles: [] };
        const inHtml = new Set([...atStart.scripts, ...atStart.styles]);
        const early: EarlyRoute[] = [];
        for (const route of routes) {
          const page = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(route.module));
          if (!page || page.type !== 'chunk') throw new Error(`route-preload: no chunk for ${route.module}`);
          const { scripts, styles } = closure(page.fileName);
          const workers = route.workers.map(({ name, stem }) => {
            const file = Object.keys(bundle).find((fileName) => new RegExp(`^assets/${stem.replace('.', '\\.')}-[\\w-]+\\.js$`).test(fileName));
            if (!file) throw new Error(`route-preload: no worker script ${stem}`);
            return { name, url: `/${file}` };
          });
          early.push({
            path: route.path,
            scripts: scripts.filter((file) => !inHtml.has(file)).map((file) => `/${file}`),
            styles: styles.filter((file) => !inHtml.has(file)).map((file) => `/${file}`),
            workers,
          });
        }
        const script = `<script>(${startRouteEarly.toString()})(${JSON.stringify(early)},${JSON.stringify(EARLY_WORKERS_KEY)})</script>`;
        return html.replace('</body>', `${script}</body>`);
      },
    },
  };
}
