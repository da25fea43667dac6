import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOOL_ICON_PATHS } from '../../pages/index/toolIcons.ts';
import { HOME_TOOLS } from '../../pages/index/tools.ts';
import { strings } from '../../shared/strings.ts';
import { asksForConsent } from './consentDecision.ts';
import { escapeHtml, firstScreenHtml, type FirstScreenText } from './firstScreenMarkup.ts';

const text: FirstScreenText = {
  appName: strings.app.name,
  slogan: strings.app.slogan,
  loading: strings.common.loading,
  toolsHeading: strings.home.toolsHeading,
  tools: HOME_TOOLS.map((tool) => ({ ...tool, ...strings.home.tools[tool.key], iconPath: TOOL_ICON_PATHS[tool.key] })),
  consent: { ...strings.legal.consent, agreementTitle: strings.legal.userAgreement.title, privacyTitle: strings.legal.privacyPolicy.title },
};

describe('the static first screen', () => {
  const html = firstScreenHtml(text);

  it('links every home tool to the route the app opens for it', () => {
    for (const tool of HOME_TOOLS) {
      expect(html).toContain(`href="#${tool.path}"`);
      expect(html).toContain(`>${strings.home.tools[tool.key].name}<`);
      expect(html).toContain(TOOL_ICON_PATHS[tool.key]);
    }
  });

  it('carries the consent dialog with both answers and both documents', () => {
    expect(html).toContain('data-first-screen-answer="agreed"');
    expect(html).toContain('data-first-screen-answer="declined"');
    expect(html).toContain('href="#/pages/webView/privacyPage"');
    expect(html).toContain('href="#/pages/webView/userPage"');
    for (const line of strings.legal.consent.summary) expect(html).toContain(line);
  });

  it('escapes text so a string can never become markup', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const escaped = escapeHtml(value);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')).toBe(value);
      }),
    );
  });
});

describe('asksForConsent (shared by the static dialog and the app)', () => {
  const version = 'v1';
  const reask = 48 * 3600 * 1000;
  it('asks without an answer or for a new policy version, never after an agreement to this one', () => {
    fc.assert(
      fc.property(fc.constantFrom('agreed', 'declined'), fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), (choice, at, now) => {
        expect(asksForConsent(null, now, version, reask)).toBe(true);
        expect(asksForConsent({ choice, at, version: 'v0' }, now, version, reask)).toBe(true);
        if (choice === 'agreed') expect(asksForConsent({ choice, at, version }, now, version, reask)).toBe(false);
        else expect(asksForConsent({ choice, at, version }, now, version, reask)).toBe(now < at || now - at >= reask);
      }),
    );
  });
});
