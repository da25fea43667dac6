import type { ImageFormat } from '../../../workers/protocol/image.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const t = strings.imageTools.download;

/** Format choice and the download button every tool ends with. */
export function DownloadBar({ format, onFormat, onDownload, disabled, sizeText, allowPng = true }: {
  format: ImageFormat;
  onFormat: (format: ImageFormat) => void;
  onDownload: () => void;
  disabled?: boolean;
  sizeText?: string;
  allowPng?: boolean;
}) {
  return (
    <div className="img-download">
      <label className="img-download__format">
        <span>{t.formatLabel}</span>
        <select value={format} onChange={(event) => onFormat(event.currentTarget.value === 'jpeg' ? 'jpeg' : 'png')} data-testid="image-format">
          {allowPng ? <option value="png">{t.png}</option> : null}
          <option value="jpeg">{t.jpeg}</option>
        </select>
      </label>
      {sizeText ? (
        <span className="img-download__size" data-testid="image-output-size">
          {sizeText}
        </span>
      ) : null}
      <Button onClick={onDownload} disabled={disabled} testId="image-download">
        {t.button}
      </Button>
    </div>
  );
}
