import { strings } from '../../shared/strings.ts';
import { NAME_LENGTHS, type NamingRequest } from '../../../workers/core/naming/request.ts';
import { NAMES_PER_REQUEST, splitKeywords } from './query.ts';

export interface NamingForm {
  subject: NamingRequest['subject'];
  industry: string;
  keywords: string;
  style: NamingRequest['style'];
  length: number;
  surname: string;
}

export type NamingFormErrors = Partial<Record<'industry' | 'keywords' | 'surname', string>>;

export const INITIAL_FORM: NamingForm = { subject: 'shop', industry: '', keywords: '', style: 'classical', length: 2, surname: '' };

const t = strings.naming.errors;

export function validateNamingForm(form: NamingForm): NamingFormErrors {
  const errors: NamingFormErrors = {};
  if ([...form.industry.trim()].length > 12) errors.industry = t.industryTooLong;
  const keywords = splitKeywords(form.keywords);
  if (keywords.length > 5 || keywords.some((k) => [...k].length > 8)) errors.keywords = t.keywordsTooLong;
  if (form.subject === 'person') {
    const surname = form.surname.trim();
    if (surname === '') errors.surname = t.surnameRequired;
    else if (!/^\p{Script=Han}{1,2}$/u.test(surname)) errors.surname = t.surnameInvalid;
  }
  return errors;
}

/** The request a valid form asks for (the length falls back to the subject's first when it does not fit). */
export function formToRequest(form: NamingForm): NamingRequest {
  const lengths = NAME_LENGTHS[form.subject];
  return {
    subject: form.subject,
    industry: form.industry.trim(),
    keywords: splitKeywords(form.keywords),
    style: form.style,
    length: lengths.includes(form.length) ? form.length : lengths[lengths.length > 1 ? 1 : 0]!,
    surname: form.subject === 'person' ? form.surname.trim() : '',
    count: NAMES_PER_REQUEST,
  };
}
