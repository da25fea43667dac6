import { useCallback, useRef, useState } from 'react';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { RadioGroup } from '../../shared/ui/FormControls.tsx';
import { addFiles } from './pickFiles.ts';
import type { PdfPageRange } from './pdfTask.ts';
import { usePdfConversion, type PdfPhase } from './usePdfConversion.ts';
import { WorksPicker } from './WorksPicker.tsx';
import '../imageInput/imageTools.css';
import './pdf.css';

const t = strings.pdf;

function formatSize(bytes: number): string {
  return bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Status({ phase, onCancel }: { phase: PdfPhase; onCancel: () => void }) {
  if (phase.kind !== 'uploading' && phase.kind !== 'converting') return null;
  const uploading = phase.kind === 'uploading';
  return (
    <div className="img-task" role="status" aria-live="polite" data-testid="pdf-task" data-phase={phase.kind}>
      <div className="img-task__bar" aria-hidden="true">
        <span className="img-task__fill" style={{ width: uploading ? `${phase.percent}%` : '30%' }} {...(uploading ? {} : { 'data-indeterminate': '' })} />
      </div>
      <span className="img-task__label" data-testid="pdf-progress">
        {uploading ? t.uploading(phase.percent) : t.converting}
      </span>
      <button type="button" className="img-task__cancel" onClick={onCancel} data-testid="pdf-cancel">
        {t.cancel}
      </button>
    </div>
  );
}

/** 矢量图转PDF: pick SVGs, convert them into one PDF on the server, download it or scan its QR code. */
export function PdfConverter() {
  const [files, setFiles] = useState<File[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [showWorks, setShowWorks] = useState(false);
  const [pagerange, setPagerange] = useState<PdfPageRange>('all');
  const { phase, run, cancel, reset, busy } = usePdfConversion();

  const add = (picked: File[]) => {
    setFiles((current) => {
      const result = addFiles(current, picked);
      setPickError(result.error);
      return result.files;
    });
    reset();
  };
  const onPick = (list: FileList | null) => {
    add(Array.from(list ?? []));
    if (input.current) input.current.value = '';
  };
  const onWorksError = useCallback((message: string) => setPickError(message), []);

  return (
    <section className="pdf-tool" data-testid="pdf-tool">
      <p className="pdf-tool__intro">{t.intro}</p>
      <input ref={input} type="file" accept=".svg,image/svg+xml" multiple hidden data-testid="pdf-input" onChange={(event) => onPick(event.target.files)} />
      <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()} testId="pdf-pick">
        {files.length ? t.pickMore : t.pick}
      </Button>
      {showWorks ? (
        <WorksPicker
          onAdd={(picked) => {
            add(picked);
            setShowWorks(false);
          }}
          onError={onWorksError}
          onClose={() => setShowWorks(false)}
        />
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => setShowWorks(true)} testId="pdf-from-works">
          {t.fromWorks}
        </Button>
      )}
      {pickError ? (
        <p className="img-error" role="alert" data-testid="pdf-pick-error">
          {pickError}
        </p>
      ) : null}
      {files.length ? (
        <>
          <p className="pdf-tool__count">{t.files(files.length)}</p>
          <ol className="pdf-tool__files" data-testid="pdf-files">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="pdf-tool__name">{file.name}</span>
                <span className="pdf-tool__size">{formatSize(file.size)}</span>
                <Button variant="text" disabled={busy} onClick={() => setFiles(files.filter((_, i) => i !== index))} aria-label={`${t.remove} ${file.name}`}>
                  {t.remove}
                </Button>
              </li>
            ))}
          </ol>
          <RadioGroup
            legend={t.pageRange}
            name="pdf-pagerange"
            value={pagerange}
            options={[
              { value: 'all', label: t.rangeAll },
              { value: 'onepage', label: t.rangeOnePage },
            ]}
            onChange={setPagerange}
            disabled={busy}
            testId="pdf-range"
          />
        </>
      ) : (
        <p className="pdf-tool__empty">{t.empty}</p>
      )}
      <Button disabled={busy || files.length === 0} onClick={() => void run(files, pagerange)} testId="pdf-start">
        {phase.kind === 'done' || phase.kind === 'failed' || phase.kind === 'cancelled' ? t.again : t.start}
      </Button>
      <Status phase={phase} onCancel={cancel} />
      {phase.kind === 'failed' ? (
        <p className="img-error" role="alert" data-testid="pdf-error">
          {phase.message}
        </p>
      ) : null}
      {phase.kind === 'cancelled' ? (
        <p className="pdf-tool__note" role="status" data-testid="pdf-cancelled">
          {t.cancelled}
        </p>
      ) : null}
      {phase.kind === 'done' ? (
        <div className="pdf-tool__done" data-testid="pdf-done">
          <p role="status">{t.done(phase.pages)}</p>
          <a className="ui-button ui-button--primary" href={phase.downurl} download={phase.filename} data-testid="pdf-download">
            {t.download}
          </a>
          <figure className="pdf-tool__qr">
            <img src={phase.qrcode} alt={t.qrAlt} width={160} height={160} data-testid="pdf-qrcode" />
            <figcaption>{t.qrHint}</figcaption>
          </figure>
        </div>
      ) : null}
    </section>
  );
}
