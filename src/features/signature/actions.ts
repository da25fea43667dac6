import { type LogoDocument } from '../../../workers/core/model/index.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { exportFileName } from '../../../workers/core/works/rules/fileName.ts';
import { serializeWork } from '../../../workers/core/works/rules/workContent.ts';
import { SCHEMA_VERSION } from '../../../workers/core/model/index.ts';
import { strings } from '../../shared/strings.ts';
import { signatureStrings } from '../../shared/strings/signature.ts';
import { documentFonts, documentHash } from '../membership/vip/documentContent.ts';
import { requestExportTicket } from '../membership/vip/exportTicket.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { addWorks } from '../works/library/library.ts';
import { worksRuntime, type WorksRuntime } from '../works/runtime.ts';
import { verifiedUpdate } from '../../services/worksDb/index.ts';
import type { Painter } from '../qrcode/painter.ts';

const t = signatureStrings.signature;

export type ExportOutcome = { ok: true; message: string } | { ok: false; refusal: { title: string; message: string } | null; message: string };

/**
 * A signature leaves the app like a logo (docs/membership.md): the server counts it in the
 * day's `logo` list and caps a free account's size; VIP fonts (刘建毛草, 智莽行书) need VIP.
 * PNG is transparent (no background layer); SVG has the strokes as vector paths.
 */
export async function exportSignature(deps: { api: ApiClient; storage: AppStorage; painter: Painter }, doc: LogoDocument, format: 'png' | 'svg', item: string | null): Promise<ExportOutcome> {
  const hash = documentHash(doc);
  const wanted = 2000;
  const ticket = await requestExportTicket(deps.api, deps.storage.get('user') ?? deps.storage.get('virUserinfo'), {
    kind: 'logo',
    item: item ?? `sign-${hash}`,
    doc: hash,
    side: wanted,
    fonts: documentFonts(doc),
  });
  if (!ticket.ok) {
    const title = ticket.reason === 'limit' ? strings.vip.limitTitle : ticket.reason === 'vipContent' ? strings.vip.contentTitle : t.exportFailed;
    return { ok: false, refusal: ticket.reason === 'error' ? null : { title, message: ticket.message }, message: ticket.message };
  }
  try {
    const width = Math.min(wanted, ticket.side) * (doc.size.width >= doc.size.height ? 1 : doc.size.width / doc.size.height);
    const blob = await deps.painter.paint({ doc, format, width: Math.round(width), background: false });
    saveBlob(blob, exportFileName(t.fileName, hash.slice(-6), format));
    return { ok: true, message: t.exported };
  } catch (error) {
    return { ok: false, refusal: null, message: error instanceof Error && error.message ? error.message : t.exportFailed };
  }
}

/** Longest side of a work's thumbnail (as the works worker and the QR page draw them). */
export const THUMB_SIDE = 320;

/** The signature's thumbnail for the works tab: a transparent PNG, 320 px on its longest side. */
export function signatureThumbnail(painter: Painter, doc: LogoDocument): Promise<Blob> {
  const wide = doc.size.width >= doc.size.height;
  return painter.paint({ doc, format: 'png', width: Math.round(wide ? THUMB_SIDE : (THUMB_SIDE * doc.size.width) / doc.size.height), background: false });
}

type Runtime = Pick<WorksRuntime, 'repo' | 'channel' | 'clock' | 'newId' | 'storage' | 'identity'>;

/**
 * Saved as a logo work (it is one: a document of layers), named after the person, with its
 * thumbnail so the works tab shows it at once. The thumbnail is marked as drawn from this
 * content (`thumbHash`), so the works tab's repair does not draw it again over white.
 */
export async function saveSignatureWork(doc: LogoDocument, name: string, thumb: Blob | null = null, runtime: Runtime = worksRuntime()): Promise<string> {
  const serialized = serializeWork(doc);
  const [record] = await addWorks(runtime, [{ kind: 'logo', name: `${t.fileName}${name}`, content: serialized.content, hash: serialized.hash, text: serialized.text || name, schemaVersion: SCHEMA_VERSION, createdAt: runtime.clock.now() }]);
  const id = record!.id;
  if (thumb) {
    const answer = await verifiedUpdate(runtime.repo, id, (current) =>
      current && current.deletedAt === null && current.hash === serialized.hash ? { put: { ...current, thumb, thumbHash: serialized.hash } } : null,
    );
    if (answer) runtime.channel.post({ type: 'listChanged', from: runtime.channel.tabId });
  }
  return id;
}
