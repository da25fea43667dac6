import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { routePreload } from './vite-plugin-route-preload.ts';

const chunk = (fileName: string, imports: string[], extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  viteMetadata: { importedCss: new Set<string>() },
  ...extra,
});

const bundle = {
  'assets/main-1.js': chunk('assets/main-1.js', ['assets/startup-1.js'], { isEntry: true, facadeModuleId: '/repo/index.html' }),
  'assets/startup-1.js': chunk('assets/startup-1.js', [], { viteMetadata: { importedCss: new Set(['assets/startup-1.css']) } }),
  'assets/create-1.js': chunk('assets/create-1.js', ['assets/startup-1.js', 'assets/editor-1.js'], { facadeModuleId: '/repo/src/pages/create/create.tsx' }),
  'assets/editor-1.js': chunk('assets/editor-1.js', ['assets/startup-1.js'], { viteMetadata: { importedCss: new Set(['assets/editor-1.css', 'assets/startup-1.css']) } }),
  'assets/render.worker-1.js': { type: 'asset', fileName: 'assets/render.worker-1.js' },
};

function transform(html: string, filename = '/repo/index.html'): string {
  const plugin = routePreload([{ path: '/pages/create/create', module: 'src/pages/create/create.tsx', workers: [{ name: 'render', stem: 'render.worker' }] }]);
  const hook = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => string };
  return hook.handler(html, { filename, bundle } as unknown as IndexHtmlTransformContext);
}

describe('the editor route asked for from index.html (issue 30)', () => {
  it("lists the page's chunks, their stylesheets and its workers, not what the entry loads already", () => {
    const out = transform('<html><body><div id="root"></div></body></html>');
    const routes = JSON.parse(/\)\((\[.*\]),"__bzsjEarlyWorkers"\)<\/script><\/body>/.exec(out)?.[1] ?? 'null');
    expect(routes).toEqual([
      {
        path: '/pages/create/create',
        scripts: ['/assets/create-1.js', '/assets/editor-1.js'],
        styles: ['/assets/editor-1.css'],
        workers: [{ name: 'render', url: '/assets/render.worker-1.js' }],
      },
    ]);
  });

  it('leaves the harness pages alone', () => {
    const html = '<html><body></body></html>';
    expect(transform(html, '/repo/src/dev/bench-harness.html')).toBe(html);
  });
});
