import { contentWithPicturesInlined } from '../../../services/assets/inlinePictures.ts';
import { recordDailyDownload, resetDailyDownloadsIfNewDay } from '../../../services/storage/index.ts';
import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { strings } from '../../../shared/strings.ts';
import type { ZipWorkInput } from '../../../../workers/protocol/zip.ts';
import { decideDownload, FREE_DAILY_DOWNLOADS, type LimitedKind } from '../model/downloadLimits.ts';
import { exportFileName } from '../../../services/worksDb/rules/fileName.ts';
import { openWorkContent } from '../../../services/worksDb/rules/workContent.ts';
import { renderWorkImage } from '../render/workRenderer.ts';
import type { WorksRuntime } from '../runtime.ts';
import { saveBlob } from './download.ts';
import { zipWorks } from './zipClient.ts';

/**
 * Downloads from the works tab: one work as an image, or several as one zip
 * (importable work files, plus images when the day's limit allows them).
 * Results are Chinese messages for a toast; nothing here throws at the UI.
 */

export type ImageFormat = 'png' | 'jpeg' | 'svg';
export const DOWNLOAD_SIDE = 1000;

const EXTENSION: Record<ImageFormat, 'png' | 'jpg' | 'svg'> = { png: 'png', jpeg: 'jpg', svg: 'svg' };

type Runtime = Pick<WorksRuntime, 'storage' | 'clock' | 'isVip'>;

const limitedKind = (record: WorkRecord): LimitedKind | null => (record.kind === 'qr' ? null : record.kind);

/** Checks today's limit for these works; on success `commit` records them as downloaded. */
export function checkDailyLimit(runtime: Runtime, records: readonly WorkRecord[]): { ok: true; commit(): void } | { ok: false; message: string } {
  const now = runtime.clock.now();
  resetDailyDownloadsIfNewDay(runtime.storage, now);
  const today = runtime.storage.get('downloadUserList');
  const vip = runtime.isVip();
  const plans: Array<{ kind: LimitedKind; ids: string[] }> = [];
  for (const kind of ['logo', 'card'] as const) {
    const ids = records.filter((record) => limitedKind(record) === kind).map((record) => record.id);
    if (ids.length === 0) continue;
    const decision = decideDownload({ kind, ids, today, vip });
    if (!decision.ok) return { ok: false, message: strings.works.export.limit(decision.remaining, FREE_DAILY_DOWNLOADS) };
    plans.push({ kind, ids: decision.record });
  }
  return {
    ok: true,
    commit() {
      for (const plan of plans) for (const id of plan.ids) recordDailyDownload(runtime.storage, plan.kind, id, runtime.clock.now());
    },
  };
}

async function imageOf(record: WorkRecord, format: ImageFormat): Promise<Blob> {
  const opened = openWorkContent(record.kind, record.content);
  if (!opened.ok) throw new Error(opened.message || strings.works.editor.corrupt);
  if (record.kind !== 'logo') throw new Error(strings.works.export.noRenderer);
  return renderWorkImage({ document: opened.document, format, size: DOWNLOAD_SIDE });
}

export async function downloadWorkImage(runtime: Runtime, record: WorkRecord, format: ImageFormat): Promise<string> {
  const limit = checkDailyLimit(runtime, [record]);
  if (!limit.ok) return limit.message;
  try {
    saveBlob(await imageOf(record, format), exportFileName(record.name, record.id, EXTENSION[format]));
  } catch (error) {
    return error instanceof Error && error.message ? error.message : strings.works.export.failed;
  }
  limit.commit();
  return strings.works.export.done;
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
  const limit = checkDailyLimit(runtime, records);
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
  if (limit.ok) limit.commit();
  return limit.ok ? strings.works.export.done : `${strings.works.export.done}。${limit.message}${strings.works.export.filesOnly}`;
}
