import { useEffect, useRef } from 'react';
import type { ImageFormat } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import type { ResultActions } from './useResultActions.ts';

const t = strings.imageTools;

/**
 * Format choice, download and 用到标志设计 — what every tool ends with — and, when the
 * daily limit refused a download, why and the way to the membership centre.
 */
export function DownloadBar({ format, onFormat, actions, disabled, sizeText, allowPng = true, toEditor = true }: {
  format: ImageFormat;
  onFormat: (format: ImageFormat) => void;
  actions: ResultActions;
  disabled?: boolean;
  sizeText?: string;
  allowPng?: boolean;
  /** Off where the result is not one picture (slicing gives a zip of tiles). */
  toEditor?: boolean;
}) {
  const off = disabled || actions.busy;
  const limitBox = useRef<HTMLDivElement>(null);
  // The refusal appears under the button the user just tapped, often below the fold: bring it up.
  useEffect(() => {
    if (actions.limit) limitBox.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [actions.limit]);
  return (
    <>
      <div className="img-download">
        <label className="img-download__format">
          <span>{t.download.formatLabel}</span>
          <select value={format} onChange={(event) => onFormat(event.currentTarget.value === 'jpeg' ? 'jpeg' : 'png')} data-testid="image-format">
            {allowPng ? <option value="png">{t.download.png}</option> : null}
            <option value="jpeg">{t.download.jpeg}</option>
          </select>
        </label>
        {sizeText ? (
          <span className="img-download__size" data-testid="image-output-size">
            {sizeText}
          </span>
        ) : null}
        <span className="img-download__actions">
          {toEditor ? (
            <Button variant="secondary" onClick={() => void actions.sendToEditor()} disabled={off} testId="image-to-editor">
              {t.toEditor.button}
            </Button>
          ) : null}
          <Button onClick={() => void actions.download()} disabled={off} testId="image-download">
            {t.download.button}
          </Button>
        </span>
      </div>
      {actions.limit ? (
        <div ref={limitBox} className="img-limit" role="alert" data-testid="image-limit">
          <p>{t.limit.reached(actions.limit.limit, actions.limit.left)}</p>
          <Button variant="secondary" onClick={actions.openVip} testId="image-limit-vip">
            {t.limit.openVip}
          </Button>
        </div>
      ) : null}
    </>
  );
}
