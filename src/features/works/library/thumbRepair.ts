import type { WorkRecord, WorksRepo } from '../../../services/worksDb/index.ts';
import { openWorkContent } from '../../../../workers/core/works/rules/workContent.ts';
import type { ImageExportRequest } from '../runtime.ts';

/**
 * Thumbnails follow the stored document, always (issue 27). The editor draws them while it
 * saves, but not on hide (no time while the page goes away), so a tab closed mid-edit left the
 * thumbnail of an older state (an undone circle still on it), and neither reopening (nothing
 * changed, nothing saved) nor a sync (the server's thumbnail is that same old one) drew it again.
 * Every record says which content its thumbnail shows (`thumbHash`); the works tab redraws
 * those that differ from the stored content, from that content.
 */

/** Longest side of a thumbnail, as the works worker draws them (workers/works/thumbnail.ts). */
const THUMB_SIDE = 320;

export function staleThumbnails(records: readonly WorkRecord[]): WorkRecord[] {
  // Only logos have a renderer; cards and QR codes keep what they have.
  return records.filter((record) => record.kind === 'logo' && record.deletedAt === null && record.thumbHash !== record.hash);
}

/** Works whose redraw failed this session (a corrupt document): not tried again on every list refresh. */
const failed = new Set<string>();

/**
 * Redraws the stale thumbnails of `records`, one at a time; each is written only if the stored
 * content is still the one drawn (compare-and-set on `hash`). Resolves with how many changed.
 */
export async function repairThumbnails(repo: WorksRepo, records: readonly WorkRecord[], render: (request: ImageExportRequest) => Promise<Blob>): Promise<number> {
  let repaired = 0;
  for (const record of staleThumbnails(records)) {
    const key = `${record.id}:${record.hash}`;
    if (failed.has(key)) continue;
    const opened = openWorkContent(record.kind, record.content);
    if (!opened.ok) {
      failed.add(key);
      continue;
    }
    try {
      const thumb = await render({ document: opened.document, format: 'jpeg', size: THUMB_SIDE, quality: 0.85 });
      const change = await repo.update(record.id, (current) =>
        current && current.hash === record.hash && current.deletedAt === null ? { put: { ...current, thumb, thumbHash: record.hash } } : null,
      );
      if (change) repaired += 1;
    } catch {
      failed.add(key);
    }
  }
  return repaired;
}
