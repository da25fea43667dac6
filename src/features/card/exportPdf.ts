import type { LogoDocument } from '../../../workers/core/model/index.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { cardStrings } from '../../shared/strings/card.ts';
import { exportFileName } from '../../../workers/core/works/rules/fileName.ts';
import { CARD_PRINT_SPEC, makePrintPdf } from '../print/makePrintPdf.ts';
import { requestCardTicket } from './cardPorts.ts';
import { PRINT_WIDTH_PX, ticketRefused, type ExportRefused } from './exportSide.ts';

const t = cardStrings.card;

/**
 * Both sides as one print-ready PDF (docs/print-pdf.md: vector, text as outlines, 3 mm bleed,
 * crop marks, TrimBox 90 × 54 mm). A vector file has no size to cap, so like the logo PDF it is
 * free under the same ticket and daily `card` count (docs/membership.md); the front's ticket
 * stands for the card.
 */
export async function exportCardPdf(deps: { api: ApiClient; storage: AppStorage }, sides: { front: LogoDocument; back: LogoDocument }, workId: string | null): Promise<{ ok: true; message: string } | ExportRefused> {
  const ticket = await requestCardTicket(deps, sides.front, workId, PRINT_WIDTH_PX);
  if (!ticket.ok) return ticketRefused(ticket);
  try {
    const blob = await makePrintPdf([sides.front, sides.back], { ...CARD_PRINT_SPEC, title: t.fileName });
    saveBlob(blob, exportFileName(t.fileName, workId ?? String(Date.now()), 'pdf'));
    return { ok: true, message: t.exportedPdf };
  } catch (error) {
    return { ok: false, refusal: null, message: error instanceof Error && error.message ? error.message : t.exportFailed };
  }
}
