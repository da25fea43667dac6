import { strings } from '../../shared/strings.ts';

export type CutoutChoice = 'auto' | 'person' | 'colour' | 'cloud';
export const CUTOUT_CHOICES: readonly CutoutChoice[] = ['auto', 'person', 'colour', 'cloud'];

const t = strings.segmentation;

/** 自动识别 / 人像 / 纯色背景 / 云端抠图: changing it cuts the photo out again with that method. */
export function MethodPicker({ value, onChange, disabled }: { value: CutoutChoice; onChange: (choice: CutoutChoice) => void; disabled?: boolean }) {
  return (
    <div className="img-field">
      <span>{t.methods}</span>
      <div className="img-chips img-chips--wrap" role="radiogroup" aria-label={t.methods}>
        {CUTOUT_CHOICES.map((id) => (
          <button key={id} type="button" role="radio" aria-checked={id === value} className="img-chip" title={t.methodHints[id]} disabled={disabled} data-testid={`cutout-method-${id}`} onClick={() => onChange(id)}>
            {t.methodNames[id]}
          </button>
        ))}
      </div>
    </div>
  );
}
