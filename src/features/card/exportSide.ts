import type { LogoDocument } from '../../../workers/core/model/index.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { cardStrings } from '../../shared/strings/card.ts';
import { strings } from '../../shared/strings.ts';
import { exportFileName } from '../../../workers/core/works/rules/fileName.ts';
import type { Painter } from '../qrcode/painter.ts';
import type { ExportTicket } from '../membership/vip/exportTicket.ts';
import { requestCardTicket } from './cardPorts.ts';

const t = cardStrings.card;

/** 90 × 54 mm at 300 dpi: 1063 × 638 px (90 / 25.4 × 300 = 1062.99). */
export const PRINT_WIDTH_PX = Math.round((90 / 25.4) * 300);
export const PRINT_HEIGHT_PX = Math.round((54 / 25.4) * 300);

export type ExportRefused = { ok: false; refusal: { title: string; message: string } | null; message: string };
export type SideExport = { ok: true; message: string; width: number; height: number } | ExportRefused;

/** A refused ticket as the page shows it: the VIP sheet for a limit or VIP content, a toast otherwise. */
export function ticketRefused(ticket: Extract<ExportTicket, { ok: false }>): ExportRefused {
  const title = ticket.reason === 'limit' ? strings.vip.limitTitle : ticket.reason === 'vipContent' ? strings.vip.contentTitle : t.exportFailed;
  return { ok: false, refusal: ticket.reason === 'error' ? null : { title, message: ticket.message }, message: ticket.message };
}

/**
 * One side as PNG or JPEG at 300 dpi. The server's ticket counts it in the day's `card`
 * list and may cap the size (a free account gets its standard size, docs/membership.md).
 */
export async function exportCardSide(deps: { api: ApiClient; storage: AppStorage; painter: Painter }, doc: LogoDocument, workId: string | null, side: 'front' | 'back', format: 'png' | 'jpeg'): Promise<SideExport> {
  const ticket = await requestCardTicket(deps, doc, workId, PRINT_WIDTH_PX);
  if (!ticket.ok) return ticketRefused(ticket);
  try {
    const width = Math.min(PRINT_WIDTH_PX, ticket.side);
    const height = Math.round((width * doc.size.height) / doc.size.width);
    const blob = await deps.painter.paint({ doc, format, width, background: true });
    saveBlob(blob, exportFileName(`${t.fileName}${t.sides[side]}`, workId ?? String(Date.now()), format === 'jpeg' ? 'jpg' : 'png'));
    return { ok: true, width, height, message: width === PRINT_WIDTH_PX ? t.exported(width, height) : t.exportedCapped(width, height) };
  } catch (error) {
    return { ok: false, refusal: null, message: error instanceof Error && error.message ? error.message : t.exportFailed };
  }
}
