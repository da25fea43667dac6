import { contentWithPicturesInlined } from '../../../services/assets/inlinePictures.ts';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import type { ZipWorkInput } from '../../../../workers/core/workFile/zip.ts';
import { documentFonts } from '../../membership/vip/documentContent.ts';
import { documentTemplates } from '../../../../workers/core/logo/template/templateRef.ts';
import { requestExportTicket } from '../../membership/vip/exportTicket.ts';
import type { LimitedKind } from '../model/downloadLimits.ts';
import { exportFileName } from '../../../../workers/core/works/rules/fileName.ts';
import { openWorkContent } from '../../../../workers/core/works/rules/workContent.ts';
import { renderWorkImage } from '../render/workRenderer.ts';
import type { WorksRuntime } from '../runtime.ts';
import { shareOrSave } from '../../../services/bridge/shareOrSave.ts';
import type { NativeBridge } from '../../../services/bridge/index.ts';
import { saveBlob } from '../../../shared/saveBlob.ts';
import { zipWorks } from './zipClient.ts';

/**
 * Downloads from the works tab: one work as an image, or several as one zip
 * (importable work files, plus images when the day's limit allows them).
 * Results are Chinese messages for a toast; nothing here throws at the UI.
 */

/** pdf: vector, made on the device by the render worker like SVG (docs/pdf.md); counted like any download. */
export type ImageFormat = 'png' | 'jpeg' | 'svg' | 'pdf';
export const DOWNLOAD_SIDE = 1000;

const EXTENSION: Record<ImageFormat, 'png' | 'jpg' | 'svg' | 'pdf'> = { png: 'png', jpeg: 'jpg', svg: 'svg', pdf: 'pdf' };

type Runtime = Pick<WorksRuntime, 'storage' | 'clock' | 'api'>;

const limitedKind = (record: WorkRecord): LimitedKind | null => (record.kind === 'qr' ? null : record.kind);

/** The fonts and templates the chosen logos use, as declared to /exportticket (one parse per work). */
function declaredOf(records: readonly WorkRecord[]): { fonts: string[]; templates: string[] } {
  const fonts = new Set<string>();
  const templates = new Set<string>();
  for (const record of records) {
    if (record.kind !== 'logo') continue;
    const opened = openWorkContent(record.kind, record.content);
    if (!opened.ok) continue;
    const document = opened.document as LogoDocument;
    for (const font of documentFonts(document)) fonts.add(font);
    // The server also knows the template of a synced work; this covers works not synced yet.
    for (const id of documentTemplates(document)) templates.add(id);
  }
  return { fonts: [...fonts], templates: [...templates] };
}

/**
 * Asks the server for today's downloads of these works (docs/membership.md): it counts them
 * per account and day, all or none, and refuses VIP fonts to a free account. Local storage
 * takes no part. QR codes are not limited.
 */
export async function claimDownloads(runtime: Runtime, records: readonly WorkRecord[]): Promise<{ ok: true } | { ok: false; message: string }> {
  const account = runtime.storage.get('user') ?? runtime.storage.get('virUserinfo');
  for (const kind of ['logo', 'card'] as const) {
    const chosen = records.filter((record) => limitedKind(record) === kind);
    if (chosen.length === 0) continue;
    const ticket = await requestExportTicket(runtime.api, account, {
      kind,
      item: chosen.map((record) => record.id).join(','),
      doc: '',
      side: DOWNLOAD_SIDE,
      ...declaredOf(chosen),
    });
    if (!ticket.ok) return { ok: false, message: ticket.message };
  }
  return { ok: true };
}

/** JPEG quality by the setting 下载图片画质 (/pages/my/set). */
export const JPEG_QUALITY = { standard: 0.85, high: 0.95 } as const;

async function imageOf(record: WorkRecord, format: ImageFormat, quality?: number): Promise<Blob> {
  const opened = openWorkContent(record.kind, record.content);
  if (!opened.ok) throw new Error(opened.message || strings.works.editor.corrupt);
  if (record.kind !== 'logo') throw new Error(strings.works.export.noRenderer);
  return renderWorkImage({ document: opened.document, format, size: DOWNLOAD_SIDE, quality });
}

export async function downloadWorkImage(runtime: Runtime, record: WorkRecord, format: ImageFormat): Promise<string> {
  const limit = await claimDownloads(runtime, [record]);
  if (!limit.ok) return limit.message;
  try {
    saveBlob(await imageOf(record, format, JPEG_QUALITY[runtime.storage.get('downloadQuality')]), exportFileName(record.name, record.id, EXTENSION[format]));
  } catch (error) {
    return error instanceof Error && error.message ? error.message : strings.works.export.failed;
  }
  return strings.works.export.done;
}

/**
 * 分享 on a logo work: a PNG through the bridge's share (counted like a download, since the
 * image leaves the app either way); saved instead where the device cannot share. The message
 * for a toast, or null when the user closed the share sheet.
 */
export async function shareWorkImage(runtime: Runtime, record: WorkRecord, bridge: Pick<NativeBridge, 'share'>): Promise<string | null> {
  const limit = await claimDownloads(runtime, [record]);
  if (!limit.ok) return limit.message;
  let file: File;
  try {
    file = new File([await imageOf(record, 'png')], exportFileName(record.name, record.id, 'png'), { type: 'image/png' });
  } catch (error) {
    return error instanceof Error && error.message ? error.message : strings.works.export.failed;
  }
  const shared = await shareOrSave(bridge, { title: record.name, file }, (saved) => saveBlob(saved, saved.name));
  if (shared.outcome === 'failed') return shared.message;
  if (shared.outcome === 'saved') return strings.works.export.shareSaved;
  return shared.outcome === 'shared' ? strings.works.export.shared : null;
}

/** File stems unique within one zip (two works may share a name). */
function stems(records: readonly WorkRecord[]): string[] {
  const used = new Set<string>();
  return records.map((record) => {
    let stem = exportFileName(record.name, record.id, 'x').slice(0, -2);
    for (let n = 2; used.has(stem); n += 1) stem = `${stem}${n}`;
    used.add(stem);
    return stem;
  });
}

export async function downloadWorksZip(runtime: Runtime, records: readonly WorkRecord[], onProgress: (percent: number) => void): Promise<string> {
  const limit = await claimDownloads(runtime, records);
  const names = stems(records);
  const inputs: ZipWorkInput[] = [];
  for (const [index, record] of records.entries()) {
    // Work files carry their pictures inline (whoever imports them has no access to this device's asset store).
    const content = record.kind === 'logo' ? await contentWithPicturesInlined(record.content) : record.content;
    const input: ZipWorkInput = { ...record, content, fileStem: names[index] ?? record.id };
    if (limit.ok && record.kind === 'logo') {
      // An image that cannot be drawn does not stop the backup: the work file is what matters.
      const image = await imageOf(record, 'png').catch(() => null);
      if (image) input.image = { data: image, extension: 'png' };
    }
    inputs.push(input);
    onProgress(Math.floor(((index + 1) / records.length) * 30));
  }
  let zip: Blob;
  try {
    zip = await zipWorks(inputs, (percent) => onProgress(30 + Math.floor(percent * 0.7)));
  } catch {
    return strings.works.export.failed;
  }
  const day = new Date(runtime.clock.now());
  const stamp = `${day.getFullYear()}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`;
  saveBlob(zip, `作品${stamp}_${records.length}.zip`);
  return limit.ok ? strings.works.export.done : `${strings.works.export.done}。${limit.message}${strings.works.export.filesOnly}`;
}
