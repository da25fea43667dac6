import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { asksForConsent } from '../src/app/firstScreen/consentDecision.ts';
import { bootFirstScreen, type FirstScreenConfig } from '../src/app/firstScreen/firstScreenBoot.ts';
import { firstScreenHtml } from '../src/app/firstScreen/firstScreenMarkup.ts';
import { CONSENT_VERSION } from '../src/features/consent/consentVersion.ts';
import { REASK_AFTER_DECLINE_MS } from '../src/features/consent/consentRecord.ts';
import { TOOL_ICON_PATHS } from '../src/pages/index/toolIcons.ts';
import { HOME_TOOLS } from '../src/pages/index/tools.ts';
import { strings } from '../src/shared/strings.ts';

/**
 * Issue 30: the first screen a phone on a slow network can act on is in index.html itself —
 * markup, inlined CSS and a small inline script, no request after the document — and the app
 * takes it over when its script arrives (src/app/firstScreen). Same strings, tools and consent
 * rule as the app, read from the app's own modules at build time.
 */
export function firstScreen(): Plugin {
  const css = readFileSync(new URL('../src/app/firstScreen/firstScreen.css', import.meta.url), 'utf8');
  const config: FirstScreenConfig = {
    version: CONSENT_VERSION,
    reaskAfterDeclineMs: REASK_AFTER_DECLINE_MS,
    homePaths: ['/', '/pages/index/index'],
  };
  const consent = strings.legal.consent;
  const markup = firstScreenHtml({
    appName: strings.app.name,
    slogan: strings.app.slogan,
    loading: strings.common.loading,
    toolsHeading: strings.home.toolsHeading,
    tools: HOME_TOOLS.map((tool) => ({ ...tool, ...strings.home.tools[tool.key], iconPath: TOOL_ICON_PATHS[tool.key] })),
    consent: {
      ...consent,
      agreementTitle: strings.legal.userAgreement.title,
      privacyTitle: strings.legal.privacyPolicy.title,
    },
  });
  const script = `(${bootFirstScreen.toString()})(${JSON.stringify(config)},${asksForConsent.toString()})`;
  const isAppPage = (filename: string) => filename.endsWith('/index.html') && !filename.includes('/src/dev/');
  return {
    name: 'first-screen',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // Only the app's page: the render and bench harnesses start bare.
        if (!isAppPage(context.filename)) return html;
        return html
          .replace('</head>', `<style>${css}</style></head>`)
          .replace('<div id="root"></div>', `<div id="root"></div>${markup}<script>${script}</script>`);
      },
    },
  };
}

/**
 * The entry stylesheet (~2 KB gzipped) is inlined after the first screen's markup is in place: a
 * stylesheet link holds the first paint until it arrives (one more round trip, sharing the slow
 * link with the app's script). The app's module scripts stay as Vite emits them: deferred, they
 * never hold the first paint.
 */
export function firstScreenInlinesStyles(): Plugin {
  return {
    name: 'first-screen-inlines-styles',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('/index.html') || context.filename.includes('/src/dev/')) return html;
        let out = html;
        for (const link of html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g) ?? []) {
          const href = /href="\/?([^"]+)"/.exec(link)?.[1] ?? '';
          const asset = context.bundle?.[href];
          if (asset?.type === 'asset') out = out.replace(link, `<style>${String(asset.source)}</style>`);
        }
        return out;
      },
    },
  };
}
