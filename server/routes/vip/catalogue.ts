/**
 * Which fonts and templates are VIP-only (issue 14). The server owns this
 * list: it is served to the app (GET /api/vip/catalogue) for the badges and
 * used by /exportticket to refuse VIP content to free accounts.
 */

export interface VipFont {
  id: string;
  name: string;
  family: string;
}

/**
 * The two calligraphy scripts. The logo generator never picks them
 * (RANDOM_TEXT_EXCLUDED_FONTS), so AI designs and templates stay free to
 * download; a free user meets a VIP font only by choosing one.
 */
export const VIP_FONTS: readonly VipFont[] = [
  { id: 'liu-jian-mao-cao', name: '刘建毛草', family: 'Liu Jian Mao Cao' },
  { id: 'zhi-mang-xing', name: '智莽行书', family: 'Zhi Mang Xing' },
];

/**
 * Logo templates (ids like L0100, A000) are VIP when their number is a
 * multiple of 4: a quarter of every category, spread evenly, without a
 * hand-kept list that drifts from the generated catalogue.
 */
export function isVipTemplate(id: string): boolean {
  const match = /^[A-Z](\d{3,5})$/.exec(id);
  return match !== null && Number(match[1]) % 4 === 0;
}

const fontKeys = new Map<string, VipFont>();
for (const font of VIP_FONTS) for (const key of [font.id, font.name, font.family]) fontKeys.set(key.trim().toLowerCase(), font);

/** The VIP font a document's fontName (id, name or family, as the editor matches them) names, if any. */
export function vipFontOf(fontName: string): VipFont | null {
  return fontKeys.get(fontName.trim().toLowerCase()) ?? null;
}

/** Names (for the message) of the VIP-only fonts and templates among the declared ids. */
export function vipContentOf(fonts: readonly string[], templates: readonly string[]): string[] {
  const names = new Set<string>();
  for (const font of fonts) {
    const vip = vipFontOf(font);
    if (vip) names.add(`字体「${vip.name}」`);
  }
  for (const template of templates) if (isVipTemplate(template)) names.add(`模板 ${template}`);
  return [...names];
}

/**
 * The templates an export is judged by (docs/membership.md "VIP templates"): those the app
 * declares for the document, plus those the server recorded for the exported works when they
 * were synced (works.template, read from the document itself). Leaving a template out of the
 * declaration gains nothing once the work is on the server.
 */
export function templatesToJudge(declared: readonly string[], recorded: readonly string[]): string[] {
  return [...new Set([...declared, ...recorded].filter((id) => id !== ''))];
}
