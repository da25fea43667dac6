import { useId } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { FormErrors, TitleSlogan } from '../form.ts';

/** The title and slogan inputs every logo page asks for, with their errors. */
export function TitleSloganFields({ value, errors, onChange, testIdPrefix }: { value: TitleSlogan; errors: FormErrors; onChange: (v: TitleSlogan) => void; testIdPrefix: string }) {
  const id = useId();
  const t = strings.logo.form;
  return (
    <div className="logo-form">
      <label className="logo-form__label" htmlFor={`${id}-title`}>
        {t.titleLabel}
      </label>
      <input
        id={`${id}-title`}
        className="logo-form__input"
        value={value.title}
        placeholder={t.titlePlaceholder}
        maxLength={24}
        aria-invalid={errors.title ? true : undefined}
        data-testid={`${testIdPrefix}-title`}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
      />
      {errors.title ? (
        <p className="logo-form__error" role="alert" data-testid={`${testIdPrefix}-title-error`}>
          {errors.title}
        </p>
      ) : null}
      <label className="logo-form__label" htmlFor={`${id}-slogan`}>
        {t.sloganLabel}
      </label>
      <input
        id={`${id}-slogan`}
        className="logo-form__input"
        value={value.slogan}
        placeholder={t.sloganPlaceholder}
        maxLength={40}
        aria-invalid={errors.slogan ? true : undefined}
        data-testid={`${testIdPrefix}-slogan`}
        onChange={(e) => onChange({ ...value, slogan: e.target.value })}
      />
      {errors.slogan ? (
        <p className="logo-form__error" role="alert" data-testid={`${testIdPrefix}-slogan-error`}>
          {errors.slogan}
        </p>
      ) : null}
    </div>
  );
}
