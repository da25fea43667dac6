import { SLOGAN_MAX_LENGTH, TITLE_MAX_LENGTH, textLength } from '../../../workers/core/logo/generate/index.ts';
import { strings } from '../../shared/strings.ts';

/** The user's title and slogan, checked before anything is generated or opened. */
export interface TitleSlogan {
  title: string;
  slogan: string;
}

export type FormErrors = Partial<Record<keyof TitleSlogan, string>>;

export function validateTitleSlogan(input: TitleSlogan): FormErrors {
  const errors: FormErrors = {};
  const title = input.title.trim();
  if (title === '') errors.title = strings.logo.form.titleRequired;
  else if (textLength(title) > TITLE_MAX_LENGTH) errors.title = strings.logo.form.titleTooLong(TITLE_MAX_LENGTH);
  if (textLength(input.slogan.trim()) > SLOGAN_MAX_LENGTH) errors.slogan = strings.logo.form.sloganTooLong(SLOGAN_MAX_LENGTH);
  return errors;
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

/** The words last typed on any logo page, so the next page starts with them (memory only). */
let lastWords: TitleSlogan = { title: '', slogan: '' };
export const rememberWords = (words: TitleSlogan) => {
  lastWords = { title: words.title.trim(), slogan: words.slogan.trim() };
};
export const rememberedWords = (): TitleSlogan => lastWords;
