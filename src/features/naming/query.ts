import { NAME_LENGTHS, NAMING_STYLES, NAMING_SUBJECTS, type NamingRequest, type NamingStyle, type NamingSubject } from '../../../workers/core/naming/request.ts';

/** How many names one request asks for. */
export const NAMES_PER_REQUEST = 8;

/** The result page's query (it survives a reload): subject, industry, keywords (comma separated), style, length, surname. */
export function requestToQuery(request: NamingRequest): Record<string, string> {
  return {
    subject: request.subject,
    industry: request.industry,
    keywords: request.keywords.join(','),
    style: request.style,
    length: String(request.length),
    surname: request.surname,
  };
}

export function requestFromQuery(query: Record<string, string | undefined>): NamingRequest | null {
  const subject = NAMING_SUBJECTS.find((s) => s === query.subject) as NamingSubject | undefined;
  const style = (NAMING_STYLES.find((s) => s === query.style) ?? 'classical') as NamingStyle;
  if (!subject) return null;
  const length = Number(query.length);
  if (!NAME_LENGTHS[subject].includes(length)) return null;
  const surname = subject === 'person' ? (query.surname ?? '').trim() : '';
  if (subject === 'person' && !/^\p{Script=Han}{1,2}$/u.test(surname)) return null;
  return { subject, style, length, surname, industry: (query.industry ?? '').trim().slice(0, 12), keywords: splitKeywords(query.keywords ?? ''), count: NAMES_PER_REQUEST };
}

export function splitKeywords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、;；]+/u)
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The AI design industry for a naming industry typed freely: the logo
 * catalogue's category of that name, else the first one sharing a character
 * (茶饮 → 餐饮), else none (AI design then uses icons of every trade).
 */
export function logoIndustryFor(industry: string, categories: readonly string[]): string {
  if (!industry) return '';
  if (categories.includes(industry)) return industry;
  return categories.find((name) => [...name].some((ch) => industry.includes(ch))) ?? '';
}
