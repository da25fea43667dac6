import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument, createLayer } from '../../model/index.ts';
import type { WorkRecord } from '../../../../src/services/worksDb/index.ts';
import { planSave, type SaveAttempt } from './savePlan.ts';
import { serializeWork, workMerger } from './workContent.ts';

const merge = workMerger('logo');
let counter = 0;
const newId = () => `copy-${(counter += 1)}`;

function content(...texts: string[]) {
  const d = createDocument({ backgroundId: 'bg' });
  d.layers.push(...texts.map((t, i) => createLayer('text', { id: `t${i}-${t}`, text: t, complete: true })));
  return serializeWork(d);
}

function attempt(fields: Partial<SaveAttempt> & Pick<SaveAttempt, 'baseRevision' | 'baseContent'> & { of: ReturnType<typeof content> }): SaveAttempt {
  const { of, ...rest } = fields;
  return { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', rename: false, schemaVersion: 2, thumb: undefined, now: 1000, ...of, ...rest };
}

function stored(revision: number, of: ReturnType<typeof content>, extra: Partial<WorkRecord> = {}): WorkRecord {
  return { id: 'w1', owner: 'guest', kind: 'logo', name: '标志', revision, schemaVersion: 2, ...of, thumb: null, createdAt: 1, updatedAt: 1, deletedAt: null, sync: null, ...extra };
}

describe('revision rules (compare-and-set inside the transaction)', () => {
  const v1 = content('甲');
  const v2 = content('甲', '乙');

  it('creates a new work at revision 1 and writes revision + 1 on top of its own base', () => {
    expect(planSave(undefined, attempt({ baseRevision: 0, baseContent: null, of: v1 }), merge, newId)).toMatchObject({ kind: 'written', record: { revision: 1, content: v1.content } });
    const plan = planSave(stored(3, v1), attempt({ baseRevision: 3, baseContent: v1.content, of: v2 }), merge, newId);
    expect(plan).toMatchObject({ kind: 'written', record: { revision: 4, content: v2.content } });
  });

  it('writes nothing when the bytes are what is stored', () => {
    expect(planSave(stored(3, v1), attempt({ baseRevision: 3, baseContent: v1.content, of: v1 }), merge, newId).kind).toBe('unchanged');
  });

  it('an older copy never overwrites a newer one: it is merged into it', () => {
    const theirs = content('甲', '他们');
    const mine = content('甲', '我的');
    const plan = planSave(stored(5, theirs), attempt({ baseRevision: 4, baseContent: v1.content, of: mine }), merge, newId);
    expect(plan.kind).toBe('merged');
    expect(plan.record.revision).toBe(6);
    expect(plan.record.text.split('\n').sort()).toEqual(['他们', '我的', '甲'].sort());
  });

  it('a work stored by a newer schema is never overwritten: mine becomes a copy', () => {
    const newer = stored(7, v1, { schemaVersion: 99 });
    const plan = planSave(newer, attempt({ baseRevision: 7, baseContent: v1.content, of: v2 }), merge, newId);
    expect(plan.kind).toBe('copied');
    if (plan.kind !== 'copied') return;
    expect(plan.record).toBe(newer);
    expect(plan.copy).toMatchObject({ revision: 1, content: v2.content, name: '标志副本' });
    expect(plan.copy.id).not.toBe('w1');
    expect(plan.reason).toBe('newer-schema');
  });

  it('without the base it cannot merge, so mine is kept as a copy', () => {
    const plan = planSave(stored(2, v2), attempt({ baseRevision: 1, baseContent: null, of: content('丙') }), merge, newId);
    expect(plan).toMatchObject({ kind: 'copied', reason: 'unmergeable' });
  });

  it('an edit brings back a work deleted meanwhile, and keeps a rename made elsewhere', () => {
    const plan = planSave(stored(4, v1, { deletedAt: 50, name: '改过的名字' }), attempt({ baseRevision: 4, baseContent: v1.content, of: v2 }), merge, newId);
    expect(plan.record).toMatchObject({ deletedAt: null, name: '改过的名字', revision: 5 });
  });

  it('for any interleaving of two tabs saving, the stored revision only grows and every saved text survives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(0, 1), fc.stringMatching(/^[a-z0-9]{1,4}$/)), { minLength: 1, maxLength: 12 }), (steps) => {
        // Both tabs opened the same stored work.
        const seed = content('seed');
        let record: WorkRecord | undefined = stored(1, seed);
        const tabs = [0, 1].map(() => ({ baseRevision: 1, baseContent: seed.content as string | null, texts: ['seed'] }));
        const written: string[] = [];
        steps.forEach(([which, word], index) => {
          const tab = tabs[which];
          if (!tab) return;
          tab.texts.push(`${which}${index}${word}`);
          const of = content(...tab.texts);
          const plan = planSave(record, attempt({ baseRevision: tab.baseRevision, baseContent: tab.baseContent, of }), merge, newId);
          if (plan.kind === 'copied') throw new Error('two tabs of one schema always merge');
          const before = record?.revision ?? 0;
          record = plan.record;
          expect(record.revision).toBeGreaterThanOrEqual(before);
          // The tab continues from what is stored, as the session does after a merge.
          const parsed = JSON.parse(record.content) as { layers: { text?: string }[] };
          tab.texts = parsed.layers.flatMap((layer) => (layer.text ? [layer.text] : []));
          tab.baseRevision = record.revision;
          tab.baseContent = record.content;
          written.push(`${which}${index}${word}`);
        });
        for (const text of written) expect(record?.text.split('\n')).toContain(text);
      }),
    );
  });
});

describe('an automatic name follows the text until the person renames the work (issue 27)', () => {
  const v1 = content('输入文字');
  const v2 = content('山水茶舍');

  it('renames when the stored name is still the automatic one, keeps a name the person chose', () => {
    const auto = planSave(stored(1, v1, { name: '输入文字' }), attempt({ baseRevision: 1, baseContent: v1.content, of: v2, name: '山水茶舍', renameFrom: '输入文字' }), merge, newId);
    expect(auto).toMatchObject({ kind: 'written', record: { name: '山水茶舍', revision: 2 } });
    const chosen = planSave(stored(2, v1, { name: '我的店' }), attempt({ baseRevision: 2, baseContent: v1.content, of: v2, name: '山水茶舍', renameFrom: '输入文字' }), merge, newId);
    expect(chosen).toMatchObject({ kind: 'written', record: { name: '我的店' } });
  });
});
