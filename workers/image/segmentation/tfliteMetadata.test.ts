import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildFlatbuffer, fb, FbReader } from './flatbuffer.ts';
import { segmenterMetadata, withTfliteMetadata } from './tfliteMetadata.ts';
import { PERSON_MODEL_NORMALIZATION } from './modelAssets.ts';

const require = createRequire(import.meta.url);
const modelPath = require.resolve('@mediapipe/selfie_segmentation/selfie_segmentation.tflite');
const original = new Uint8Array(readFileSync(modelPath));

/** What MediaPipe's metadata extractor reads: the TFLITE_METADATA entry's buffer. */
function readMetadata(model: Uint8Array) {
  const r = new FbReader(model);
  const root = r.root();
  const list = r.child(root, 6);
  const entries = Array.from({ length: list ? r.length(list) : 0 }, (_, i) => {
    const entry = r.element(list, i);
    return { name: r.string(r.child(entry, 0)), buffer: r.u32(r.field(entry, 1)) };
  });
  const found = entries.find((e) => e.name === 'TFLITE_METADATA');
  if (!found) return { entries, metadata: null };
  const bufferTable = r.element(r.child(root, 4), found.buffer);
  const data = r.child(bufferTable, 0);
  return { entries, metadata: model.subarray(data + 4, data + 4 + r.length(data)), dataAt: data + 4 };
}

function tensorBuffers(model: Uint8Array): number[] {
  const r = new FbReader(model);
  const subgraph = r.element(r.child(r.root(), 2), 0);
  const tensors = r.child(subgraph, 0);
  return Array.from({ length: r.length(tensors) }, (_, i) => r.u32(r.field(r.element(tensors, i), 2)));
}

describe('TFLite metadata for the legacy selfie model', () => {
  it('the shipped model has none (which is why ImageSegmenter refuses it as is)', () => {
    expect(readMetadata(original).metadata).toBeNull();
  });

  it('adds a TFLITE_METADATA entry whose block says: RGB image, normalised to 0…1, one output', () => {
    const patched = withTfliteMetadata(original, segmenterMetadata('SelfieSegmentation', PERSON_MODEL_NORMALIZATION));
    const { entries, metadata, dataAt } = readMetadata(patched);
    expect(entries.map((e) => e.name)).toEqual(['TFLITE_METADATA']);
    expect(metadata).not.toBeNull();
    expect((dataAt ?? 1) % 16).toBe(0);
    const m = new FbReader(metadata ?? new Uint8Array());
    expect(m.identifier()).toBe('M001');
    const root = m.root();
    expect(m.string(m.child(root, 0))).toBe('SelfieSegmentation');
    expect(m.string(m.child(root, 7))).toBe('1.0.0');
    const subgraphs = m.child(root, 3);
    expect(m.length(subgraphs)).toBe(1);
    const subgraph = m.element(subgraphs, 0);
    expect(m.length(m.child(subgraph, 2))).toBe(1);
    expect(m.length(m.child(subgraph, 3))).toBe(1);
    const input = m.element(m.child(subgraph, 2), 0);
    const content = m.child(input, 3);
    expect(m.u8(m.field(content, 0))).toBe(2); // ImageProperties
    expect(m.u8(m.field(m.child(content, 1), 0))).toBe(1); // RGB
    const unit = m.element(m.child(input, 4), 0);
    expect(m.u8(m.field(unit, 0))).toBe(1); // NormalizationOptions
    const options = m.child(unit, 1);
    expect(m.floats(m.child(options, 0))).toEqual([0]);
    expect(m.floats(m.child(options, 1))).toEqual([255]);
  });

  it('leaves the graph alone: same version, subgraphs, buffers and tensor-to-buffer links; original bytes kept but for three offsets', () => {
    const patched = withTfliteMetadata(original, segmenterMetadata('x', { mean: 0, std: 1 }));
    const a = new FbReader(original);
    const b = new FbReader(patched);
    expect(b.u32(b.field(b.root(), 0))).toBe(a.u32(a.field(a.root(), 0)));
    expect(b.child(b.root(), 2)).toBe(a.child(a.root(), 2));
    expect(b.child(b.root(), 4)).toBe(a.child(a.root(), 4));
    expect(tensorBuffers(patched)).toEqual(tensorBuffers(original));
    let changed = 0;
    for (let i = 0; i < original.length; i += 4) if (a.u32(i) !== b.u32(i)) changed += 1;
    expect(changed).toBe(3);
    // No tensor reads the reused buffer.
    const reused = readMetadata(patched).entries[0]?.buffer ?? -1;
    expect(tensorBuffers(patched)).not.toContain(reused);
  });

  it('refuses what it cannot patch', () => {
    const once = withTfliteMetadata(original, segmenterMetadata('x', { mean: 0, std: 1 }));
    expect(() => withTfliteMetadata(once, segmenterMetadata('x', { mean: 0, std: 1 }))).toThrow(/already has metadata/);
    expect(() => withTfliteMetadata(new Uint8Array(64), new Uint8Array(8))).toThrow(/not a TFLite model/);
  });
});

describe('flatbuffer writer', () => {
  it('round-trips nested tables, strings, vectors and scalars', () => {
    const bytes = buildFlatbuffer(
      fb.table([
        { id: 1, type: 'ref', value: fb.string('名字') },
        { id: 2, type: 'u32', value: 123456 },
        { id: 4, type: 'ref', value: fb.vector([fb.table([{ id: 0, type: 'u8', value: 7 }]), fb.table([{ id: 0, type: 'ref', value: fb.floats([1.5, -2]) }])]) },
      ]),
      'TEST',
    );
    const r = new FbReader(bytes);
    const root = r.root();
    expect(r.identifier()).toBe('TEST');
    expect(r.string(r.child(root, 1))).toBe('名字');
    expect(r.u32(r.field(root, 2))).toBe(123456);
    expect(r.field(root, 0)).toBe(0);
    expect(r.field(root, 3)).toBe(0);
    expect(r.field(root, 9)).toBe(0);
    const list = r.child(root, 4);
    expect(r.length(list)).toBe(2);
    expect(r.u8(r.field(r.element(list, 0), 0))).toBe(7);
    expect(r.floats(r.child(r.element(list, 1), 0))).toEqual([1.5, -2]);
  });
});
