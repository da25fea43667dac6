import { describe, expect, it } from 'vitest';
import { DocumentReplica } from './replica.ts';

const doc = (fills: string[]) => ({ schemaVersion: 3, size: { width: 100, height: 100 }, layers: fills.map((fill, i) => ({ id: `L${i}`, type: 'rect', fill })) });

describe('DocumentReplica', () => {
  it('gives the text of the document as it is after every change, though the text is kept between changes', () => {
    const replica = new DocumentReplica();
    const first = doc(['#111111', '#222222', '标志']);
    const { layers, ...header } = first;
    replica.apply({ kind: 'items', header, order: layers.map((l) => l.id), items: layers });
    expect(replica.json()).toBe(JSON.stringify(first));
    expect(replica.json()).toBe(replica.json());
    const changed = doc(['#111111', '#333333', '标志']);
    replica.apply({ kind: 'items', items: [changed.layers[1] as { id: string }] });
    expect(replica.json()).toBe(JSON.stringify(changed));
    const reordered = { ...changed, layers: [changed.layers[2], changed.layers[0]] };
    replica.apply({ kind: 'items', order: ['L2', 'L0'], items: [] });
    expect(replica.json()).toBe(JSON.stringify(reordered));
  });
});
