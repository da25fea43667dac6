import { appWorkers } from '../../app/workers/index.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { FONT_CALL_TIMEOUT_MS } from '../../../workers/protocol/font.ts';
import { PRINT_TIMEOUT_MS, type PrintSpec } from '../../../workers/protocol/print.ts';
import { withTextOutlines } from './outlines.ts';

export { CARD_PRINT_SPEC, type PrintSpec } from '../../../workers/protocol/print.ts';

/**
 * A print-ready PDF of the pages (a card: [front, back]), made on the device: text still
 * without an outline is laid out by the app's font worker first (the PDF carries outlines,
 * never fonts), then the print worker writes the file (docs/print-pdf.md). Rejects with a
 * WorkerError whose `message` is Chinese and ready for a toast.
 */
export async function makePrintPdf(pages: readonly LogoDocument[], spec: PrintSpec): Promise<Blob> {
  const font = appWorkers.get('font');
  const outlined = await Promise.all(
    pages.map((doc) =>
      withTextOutlines(doc, (request) => font.call((f) => f.layoutText(request), FONT_CALL_TIMEOUT_MS, 'layoutText')),
    ),
  );
  const data = await appWorkers.get('print').call((p) => p.makePdf(outlined, spec), PRINT_TIMEOUT_MS, 'makePdf');
  return new Blob([data], { type: 'application/pdf' });
}
