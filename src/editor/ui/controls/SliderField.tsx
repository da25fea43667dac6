import { useGestureIds } from '../hooks.ts';

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** How the value reads beside the slider (e.g. 80%). */
  format?: (value: number) => string;
  /** Every value of one scrub carries the same gesture id: one undo step per scrub. */
  onChange(value: number, gesture: string): void;
  testId: string;
  disabled?: boolean;
}

export function SliderField({ label, value, min, max, step = 1, format = String, onChange, testId, disabled = false }: SliderFieldProps) {
  const gesture = useGestureIds();
  return (
    <label className="ed-field ed-field--slider">
      <span className="ed-field__label">{label}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        disabled={disabled}
        data-testid={testId}
        onPointerDown={() => gesture.end()}
        onChange={(event) => onChange(Number(event.target.value), gesture.current())}
        onPointerUp={() => gesture.end()}
        onKeyUp={() => gesture.end()}
        onBlur={() => gesture.end()}
      />
      <output className="ed-field__value">{format(value)}</output>
    </label>
  );
}
