// MediaPipe Tasks' ImageSegmenter refuses a float model without TFLite
// metadata ("Input tensor has type float32: it requires specifying
// NormalizationOptions metadata"). The selfie model in
// @mediapipe/selfie_segmentation predates metadata, so we add the missing
// block in memory before handing the model over: input = RGB image scaled to
// 0…1 (what the legacy solution's graph fed it), one output mask.
//
// A FlatBuffer cannot grow in the middle, and offsets only point forward, so
// nothing is moved: the new bytes go at the end, and
// - the model's "TFLITE_METADATA" entry reuses a buffer no tensor reads (one
//   listed by the deprecated `metadata_buffer` field, ML Kit's old metadata),
//   its data re-pointed at our block;
// - the root table gets a new vtable (vtables may sit anywhere) in which the
//   `metadata` field takes the inline slot of `metadata_buffer`.
import { buildFlatbuffer, fb, FbReader } from './flatbuffer.ts';

/** TFLite schema field ids (tensorflow/lite/schema/schema.fbs). */
const MODEL = { subgraphs: 2, buffers: 4, metadataBuffer: 5, metadata: 6 } as const;
const SUBGRAPH_TENSORS = 0;
const TENSOR_BUFFER = 2;
const BUFFER_DATA = 0;
const MODEL_FIELDS_WE_WRITE = 7;

/** Metadata schema ids (tflite-support metadata_schema.fbs). */
const IMAGE_PROPERTIES = 2;
const COLOR_SPACE_RGB = 1;
const NORMALIZATION_OPTIONS = 1;

export interface InputNormalization {
  /** value = (pixel − mean) / std, per channel (one value for all). */
  mean: number;
  std: number;
}

/** The metadata block (file identifier M001): one subgraph, an RGB image input with normalization, one output. */
export function segmenterMetadata(name: string, normalization: InputNormalization): Uint8Array {
  const content = fb.table([
    { id: 0, type: 'u8', value: IMAGE_PROPERTIES },
    { id: 1, type: 'ref', value: fb.table([{ id: 0, type: 'u8', value: COLOR_SPACE_RGB }]) },
  ]);
  const normalize = fb.table([
    { id: 0, type: 'u8', value: NORMALIZATION_OPTIONS },
    {
      id: 1,
      type: 'ref',
      value: fb.table([
        { id: 0, type: 'ref', value: fb.floats([normalization.mean]) },
        { id: 1, type: 'ref', value: fb.floats([normalization.std]) },
      ]),
    },
  ]);
  const input = fb.table([
    { id: 0, type: 'ref', value: fb.string('image') },
    { id: 3, type: 'ref', value: content },
    { id: 4, type: 'ref', value: fb.vector([normalize]) },
  ]);
  const output = fb.table([{ id: 0, type: 'ref', value: fb.string('segmentation_masks') }]);
  const subgraph = fb.table([
    { id: 2, type: 'ref', value: fb.vector([input]) },
    { id: 3, type: 'ref', value: fb.vector([output]) },
  ]);
  return buildFlatbuffer(
    fb.table([
      { id: 0, type: 'ref', value: fb.string(name) },
      { id: 3, type: 'ref', value: fb.vector([subgraph]) },
      { id: 7, type: 'ref', value: fb.string('1.0.0') },
    ]),
    'M001',
  );
}

/** Buffers some tensor reads (they must keep their bytes). */
function tensorBuffers(model: FbReader, root: number): Set<number> {
  const used = new Set<number>();
  const subgraphs = model.child(root, MODEL.subgraphs);
  for (let s = 0; subgraphs && s < model.length(subgraphs); s += 1) {
    const tensors = model.child(model.element(subgraphs, s), SUBGRAPH_TENSORS);
    for (let t = 0; tensors && t < model.length(tensors); t += 1) {
      const at = model.field(model.element(tensors, t), TENSOR_BUFFER);
      used.add(at ? model.u32(at) : 0);
    }
  }
  return used;
}

/** A copy of `model` with `metadata` attached as TFLITE_METADATA (see the top of this file). */
export function withTfliteMetadata(model: Uint8Array, metadata: Uint8Array): Uint8Array {
  const reader = new FbReader(model);
  if (model.length < 16 || new TextDecoder().decode(model.subarray(4, 8)) !== 'TFL3') throw new Error('not a TFLite model');
  const root = reader.root();
  if (reader.field(root, MODEL.metadata)) throw new Error('the model already has metadata');
  const oldListSlot = reader.field(root, MODEL.metadataBuffer);
  if (!oldListSlot) throw new Error('the model has no spare metadata buffer to reuse');
  const oldList = reader.deref(oldListSlot);
  const used = tensorBuffers(reader, root);
  const buffers = reader.child(root, MODEL.buffers);
  let spare = -1;
  for (let i = 0; i < reader.length(oldList); i += 1) {
    const index = reader.u32(oldList + 4 + 4 * i);
    if (!used.has(index) && index < reader.length(buffers) && reader.field(reader.element(buffers, index), BUFFER_DATA)) spare = index;
  }
  if (spare < 0) throw new Error('the model has no spare metadata buffer to reuse');
  const dataSlot = reader.field(reader.element(buffers, spare), BUFFER_DATA);

  const out = new Uint8Array(model.length + metadata.length + 256);
  out.set(model);
  const view = new DataView(out.buffer);
  let end = model.length;
  const pad = (to: number, ahead = 0) => {
    while ((end + ahead) % to !== 0) end += 1;
  };
  const forward = (at: number, target: number) => view.setUint32(at, target - at, true);

  // The metadata bytes ([ubyte] vector), data 16-byte aligned like TFLite buffers.
  pad(16, 4);
  const dataVector = end;
  view.setUint32(end, metadata.length, true);
  out.set(metadata, end + 4);
  end += 4 + metadata.length;
  forward(dataSlot, dataVector);

  // metadata: [Metadata] with one entry { name: "TFLITE_METADATA", buffer: spare }.
  pad(4);
  const list = end;
  view.setUint32(list, 1, true);
  end += 8;
  const vtable = end;
  [8, 12, 4, 8].forEach((v, i) => view.setUint16(vtable + 2 * i, v, true));
  end += 8;
  const entry = end;
  view.setInt32(entry, entry - vtable, true);
  view.setUint32(entry + 8, spare, true);
  end += 12;
  forward(list + 4, entry);
  const name = new TextEncoder().encode('TFLITE_METADATA');
  const nameAt = end;
  view.setUint32(nameAt, name.length, true);
  out.set(name, nameAt + 4);
  end += 4 + name.length + 1;
  forward(entry + 4, nameAt);

  // The root's new vtable: its old fields, `metadata_buffer` dropped, `metadata` in that slot.
  pad(4);
  const oldVtable = reader.vtableOf(root);
  const oldSize = reader.u16(oldVtable);
  const fields = Math.max((oldSize - 4) / 2, MODEL_FIELDS_WE_WRITE);
  const newVtable = end;
  view.setUint16(newVtable, 4 + 2 * fields, true);
  view.setUint16(newVtable + 2, reader.u16(oldVtable + 2), true);
  for (let id = 0; id < fields; id += 1) {
    const entryAt = 4 + 2 * id;
    view.setUint16(newVtable + entryAt, entryAt < oldSize ? reader.u16(oldVtable + entryAt) : 0, true);
  }
  view.setUint16(newVtable + 4 + 2 * MODEL.metadataBuffer, 0, true);
  view.setUint16(newVtable + 4 + 2 * MODEL.metadata, oldListSlot - root, true);
  end += 4 + 2 * fields;
  pad(4);
  view.setInt32(root, root - newVtable, true);
  forward(oldListSlot, list);
  return out.slice(0, end);
}
