import { strings } from '../../../shared/strings.ts';
import { useGestureIds } from '../hooks.ts';
import { SWATCHES, toColourInputValue } from './colourInput.ts';

interface ColourFieldProps {
  label: string;
  value: string;
  /** `gesture` groups a drag across the system colour picker into one undo step. */
  onChange(value: string, gesture: string): void;
  /** Offer "none" ('' in the document): no stroke, icon keeps its own colours… */
  allowNone?: boolean;
  testId: string;
}

export function ColourField({ label, value, onChange, allowNone = false, testId }: ColourFieldProps) {
  const gesture = useGestureIds();
  const pick = (next: string) => {
    onChange(next, gesture.current());
    gesture.end();
  };
  return (
    <div className="ed-field ed-field--colour">
      <span className="ed-field__label">{label}</span>
      <div className="ed-swatches">
        {allowNone ? (
          <button type="button" className={`ed-swatch ed-swatch--none${value === '' ? ' is-on' : ''}`} aria-label={strings.editor.controls.none} onClick={() => pick('')} />
        ) : null}
        {SWATCHES.map((swatch) => (
          <button
            key={swatch}
            type="button"
            className={`ed-swatch${toColourInputValue(value) === swatch && value !== '' ? ' is-on' : ''}`}
            style={{ background: swatch }}
            aria-label={swatch}
            onClick={() => pick(swatch)}
          />
        ))}
        <input
          type="color"
          className="ed-colour-input"
          aria-label={strings.editor.controls.customColour(label)}
          data-testid={testId}
          value={value === '' ? '#000000' : toColourInputValue(value)}
          onChange={(event) => onChange(event.target.value, gesture.current())}
          onBlur={() => gesture.end()}
        />
      </div>
    </div>
  );
}
