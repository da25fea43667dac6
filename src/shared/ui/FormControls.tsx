import type { ReactNode } from 'react';

/**
 * The app's radio group and checkbox (issue 27: the PDF page showed the browser's native
 * controls beside the app's pill buttons). Each keeps a real <input> — keyboard, screen
 * readers, forms and getByLabel work as with a native one — stretched invisibly over a
 * drawn control, so the whole row (≥ 44 px tall) is the target.
 */

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
}

export function RadioGroup<T extends string>({ legend, name, value, options, onChange, disabled, testId }: {
  legend: ReactNode;
  name: string;
  value: T;
  options: ReadonlyArray<RadioOption<T>>;
  onChange: (value: T) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <fieldset className="ui-radio-group" disabled={disabled} data-testid={testId}>
      <legend className="ui-radio-group__legend">{legend}</legend>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="ui-radio">
            <input className="ui-control__input" type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span className="ui-radio__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Checkbox({ checked, onChange, children, disabled, testId }: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label className="ui-checkbox" data-testid={testId}>
      <input className="ui-control__input" type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span className="ui-checkbox__box" aria-hidden="true" />
      <span className="ui-checkbox__label">{children}</span>
    </label>
  );
}
