import type { CutoutResult } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';

const t = strings.segmentation;

/** Which method made the mask (and how long the person model took); the data attributes are what e2e and the bench read. */
export function CutoutOutcome({ result, requested }: { result: CutoutResult; requested: string }) {
  const method = result.method ?? 'colour';
  return (
    <p
      className="img-notice"
      data-testid="cutout-outcome"
      data-method={method}
      data-requested={requested}
      data-model-load-ms={result.model ? Math.round(result.model.loadMs) : undefined}
      data-model-inference-ms={result.model ? Math.round(result.model.inferenceMs) : undefined}
    >
      {t.used[method]}
      {result.model && method === 'person' ? `（${t.modelTiming(result.model.loadMs, result.model.inferenceMs)}）` : null}
    </p>
  );
}
