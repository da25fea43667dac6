import { memo, useState } from 'react';
import { cardStrings } from '../../../shared/strings/card.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { CARD_FIELD_KEYS, FIELD_MAX, type CardFields, type FieldErrors } from '../fields.ts';

const t = cardStrings.card;
const INPUT_MODE: Partial<Record<keyof CardFields, 'tel' | 'email' | 'url'>> = { phone: 'tel', email: 'email', website: 'url' };

/** The person's details, written once: 填入名片 puts them on both sides. */
export const FieldsForm = memo(function FieldsForm({ fields, errors, disabled, onApply }: { fields: CardFields; errors: FieldErrors; disabled: boolean; onApply: (fields: CardFields) => void }) {
  const [draft, setDraft] = useState(fields);
  return (
    <form
      className="card-section card-form"
      aria-label={t.sections.fields}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <h2 className="card-heading">{t.sections.fields}</h2>
      {CARD_FIELD_KEYS.map((key) => (
        <label key={key} className="card-field">
          <span className="card-label">{t.fields[key]}</span>
          <input
            className="card-input"
            name={key}
            value={draft[key]}
            placeholder={t.placeholders[key]}
            inputMode={INPUT_MODE[key] === 'tel' ? 'tel' : INPUT_MODE[key] === 'email' ? 'email' : undefined}
            // A little over the limit is allowed so the message can say what is wrong.
            maxLength={FIELD_MAX[key] * 2}
            aria-invalid={errors[key] ? true : undefined}
            data-testid={`card-field-${key}`}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
          {errors[key] ? (
            <span className="card-problem" role="alert" data-testid={`card-error-${key}`}>
              {errors[key]}
            </span>
          ) : null}
        </label>
      ))}
      <Button type="submit" disabled={disabled} testId="card-apply">
        {t.apply}
      </Button>
    </form>
  );
});
