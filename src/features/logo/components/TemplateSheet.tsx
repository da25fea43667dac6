import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { strings } from '../../../shared/strings.ts';
import type { TemplateRecord } from '../../../../workers/core/catalogue/types.ts';
import { catalogueClient } from '../app/catalogue.ts';
import { hasErrors, rememberWords, rememberedWords, validateTitleSlogan, type FormErrors, type TitleSlogan } from '../form.ts';
import { LogoThumb } from './LogoThumb.tsx';
import { TitleSloganFields } from './TitleSloganFields.tsx';

/** Bottom sheet asking for the title and slogan a template should carry, then opening it. */
export function TemplateSheet({ template, initial, busy, onConfirm, onCancel }: {
  template: TemplateRecord;
  initial?: TitleSlogan;
  busy: boolean;
  onConfirm: (words: TitleSlogan) => void;
  onCancel: () => void;
}) {
  const [words, setWords] = useState<TitleSlogan>(() => {
    const start = initial ?? rememberedWords();
    return start.title ? start : { title: template.title ?? template.name, slogan: template.slogan ?? '' };
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const t = strings.logo.sheet;
  const submit = () => {
    const found = validateTitleSlogan(words);
    setErrors(found);
    if (hasErrors(found)) return;
    rememberWords(words);
    onConfirm(words);
  };
  return (
    <div className="logo-sheet-backdrop" onClick={onCancel}>
      <div className="logo-sheet" role="dialog" aria-modal="true" aria-label={t.heading} data-testid="template-sheet" onClick={(e) => e.stopPropagation()}>
        <h2 className="logo-sheet__title">{t.heading}</h2>
        <div className="logo-sheet__preview">
          <LogoThumb src={catalogueClient().url(template.thumb)} alt={strings.logo.list.thumbAlt(template.name)} />
        </div>
        <TitleSloganFields value={words} errors={errors} onChange={setWords} testIdPrefix="template-sheet" />
        <div className="logo-sheet__actions">
          <Button variant="secondary" onClick={onCancel} testId="template-sheet-cancel">
            {t.cancel}
          </Button>
          <Button onClick={submit} disabled={busy} testId="template-sheet-confirm">
            {busy ? t.opening : t.confirm}
          </Button>
        </div>
      </div>
    </div>
  );
}
