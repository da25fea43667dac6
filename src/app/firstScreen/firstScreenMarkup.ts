/**
 * The static first screen's markup (issue 30), made at build time from the same strings and
 * tool list the app renders, so the page a slow phone shows before the script arrives is the
 * page the app then draws: the privacy dialog on a first launch, the home page's tools after
 * it, and a plain splash on any other address. Links are the app's own hash addresses: a tool
 * tapped early opens when the router starts.
 */

export interface FirstScreenText {
  appName: string;
  slogan: string;
  loading: string;
  toolsHeading: string;
  tools: ReadonlyArray<{ key: string; path: string; hue: number; name: string; hint: string; iconPath: string }>;
  consent: {
    title: string;
    intro: string;
    and: string;
    summary: readonly string[];
    agree: string;
    decline: string;
    declineNote: string;
    agreementTitle: string;
    privacyTitle: string;
  };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

function consentDialog(c: FirstScreenText['consent']): string {
  const e = escapeHtml;
  return `<div class="fs-consent" data-testid="first-screen-consent"><div class="fs-modal" role="dialog" aria-modal="true" aria-labelledby="fs-consent-title">
<h2 id="fs-consent-title" class="fs-modal__title">${e(c.title)}</h2>
<div class="fs-modal__body"><p>${e(c.intro)}<a class="fs-link" href="#/pages/webView/userPage">《${e(c.agreementTitle)}》</a>${e(c.and)}<a class="fs-link" href="#/pages/webView/privacyPage">《${e(c.privacyTitle)}》</a></p>
<ul class="fs-summary">${c.summary.map((line) => `<li>${e(line)}</li>`).join('')}</ul>
<p class="fs-note">${e(c.declineNote)}</p></div>
<div class="fs-modal__actions"><button type="button" class="fs-button fs-button--secondary" data-first-screen-answer="declined">${e(c.decline)}</button><button type="button" class="fs-button fs-button--primary" data-first-screen-answer="agreed" data-testid="first-screen-agree">${e(c.agree)}</button></div>
</div></div>`;
}

function homePage(text: FirstScreenText): string {
  const e = escapeHtml;
  const tools = text.tools
    .map(
      (tool) =>
        `<li><a class="fs-tool" href="#${e(tool.path)}"><span class="fs-tool__badge" style="background-color:hsl(${tool.hue} 70% 52%)" aria-hidden="true"><svg viewBox="0 0 24 24" width="24" height="24"><path d="${e(tool.iconPath)}" fill="currentColor"/></svg></span><span class="fs-tool__name">${e(tool.name)}</span><span class="fs-tool__hint">${e(tool.hint)}</span></a></li>`,
    )
    .join('');
  return `<div class="fs-home" data-testid="first-screen-home"><section class="fs-hero"><h1 class="fs-hero__title">${e(text.appName)}</h1><p class="fs-hero__slogan">${e(text.slogan)}</p></section>
<h2 class="fs-section-title">${e(text.toolsHeading)}</h2><ul class="fs-tools">${tools}</ul></div>`;
}

export function firstScreenHtml(text: FirstScreenText): string {
  return `<div id="first-screen" data-show="splash">${consentDialog(text.consent)}${homePage(text)}<div class="fs-splash" role="status">${escapeHtml(text.loading)}</div></div>`;
}
