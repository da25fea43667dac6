import { describe, expect, it } from 'vitest';
import { createDocument, createLayer } from '../../../../workers/core/model/index.ts';
import { createMemoryWorksRepo, GUEST_OWNER, type WorkRecord } from '../../../services/worksDb/index.ts';
import { planSave } from '../../../../workers/core/works/rules/savePlan.ts';
import { serializeWork } from '../../../../workers/core/works/rules/workContent.ts';
import { repairThumbnails, staleThumbnails } from './thumbRepair.ts';

function record(id: string, text: string, extra: Partial<WorkRecord> = {}): WorkRecord {
  const doc = createDocument({ backgroundId: 'bg' });
  doc.layers.push(createLayer('text', { id: 't', text, complete: true }));
  return { id, owner: GUEST_OWNER, kind: 'logo', name: id, revision: 1, schemaVersion: 2, ...serializeWork(doc), thumb: null, createdAt: 1, updatedAt: 1, deletedAt: null, sync: null, ...extra };
}

const drawnFrom = (request: { document: unknown }) => new Blob([JSON.stringify(request.document)], { type: 'image/jpeg' });

describe('thumbnails follow the stored content (issue 27)', () => {
  it('a save that draws no thumbnail (on hide) leaves it stale; one that draws it marks which content it shows', () => {
    const first = record('a', '山水');
    const later = record('a', '山水茶舍');
    const attempt = (thumb: Blob | null | undefined, content: WorkRecord) => ({
      id: 'a', owner: GUEST_OWNER, kind: 'logo' as const, name: 'a', rename: false, baseRevision: 1, baseContent: first.content,
      content: content.content, hash: content.hash, text: content.text, schemaVersion: 2, thumb, now: 2,
    });
    const drawn = planSave(first, attempt(new Blob(['x']), later), () => null, () => 'n');
    expect(drawn.record.thumbHash).toBe(later.hash);
    const onHide = planSave({ ...first, thumb: new Blob(['old']), thumbHash: first.hash }, attempt(undefined, later), () => null, () => 'n');
    expect(onHide.record.hash).toBe(later.hash);
    expect(staleThumbnails([onHide.record])).toHaveLength(1);
  });

  it('redraws stale thumbnails from the stored content, and never over content that changed meanwhile', async () => {
    const stale = record('a', '山水茶舍', { thumb: new Blob(['old']), thumbHash: 'older' });
    const fresh = record('b', '品味', { thumb: new Blob(['ok']) });
    const freshRecord = { ...fresh, thumbHash: fresh.hash };
    const moved = record('c', '茶', { thumbHash: undefined });
    const repo = createMemoryWorksRepo([stale, freshRecord, moved]);
    const renders: string[] = [];
    const count = await repairThumbnails(repo, [stale, freshRecord, moved], async (request) => {
      const blob = drawnFrom(request);
      renders.push(await blob.text());
      // Another tab saves work c while its thumbnail is drawn.
      if (renders.length === 2) await repo.update('c', (current) => (current ? { put: { ...current, hash: 'newer', content: '{}' } } : null));
      return blob;
    });
    expect(renders).toHaveLength(2);
    expect(count).toBe(1);
    const a = await repo.get('a');
    expect(a?.thumbHash).toBe(stale.hash);
    expect(await a?.thumb?.text()).toContain('山水茶舍');
    expect((await repo.get('b'))?.thumb).toBe(freshRecord.thumb);
    expect((await repo.get('c'))?.thumbHash).toBeUndefined();
  });
});
