import * as z from 'zod';
import { CANVAS_MAX, CANVAS_MIN, DEFAULT_CANVAS_SIZE, SCHEMA_VERSION } from '../constants.ts';
import { documentMessages } from '../messages.ts';
import { layerSchema } from './layers.ts';

const side = z.number().min(CANVAS_MIN).max(CANVAS_MAX);
export const canvasSizeSchema = z.strictObject({ width: side, height: side });

/**
 * The saved logo document (current version). `size` may be omitted: spec 3 takes it from
 * the first layer when that has a width and height, else 1000 by 1000. After parsing the
 * background always has exactly the canvas size.
 */
export const documentSchema = z
  .strictObject({
    schemaVersion: z.literal(SCHEMA_VERSION),
    size: canvasSizeSchema.optional(),
    layers: z.array(layerSchema).min(1, { error: documentMessages.noLayers }),
    templateId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional(),
  })
  .superRefine((doc, ctx) => {
    const first = doc.layers[0];
    if (first && first.type !== 'rect') {
      ctx.addIssue({ code: 'custom', message: documentMessages.backgroundNotRect, path: ['layers', 0, 'type'] });
    }
    const seen = new Set<string>();
    doc.layers.forEach((layer, index) => {
      if (seen.has(layer.id)) {
        ctx.addIssue({ code: 'custom', message: documentMessages.duplicateId(layer.id), path: ['layers', index, 'id'] });
      }
      seen.add(layer.id);
    });
    if (!doc.size && first && (first.width > 0) !== (first.height > 0)) {
      ctx.addIssue({ code: 'custom', message: documentMessages.backgroundHalfSized, path: ['layers', 0] });
    }
    if (!doc.size && first && first.width > 0) {
      const ok = side.safeParse(first.width).success && side.safeParse(first.height).success;
      if (!ok) ctx.addIssue({ code: 'custom', message: documentMessages.canvasOutOfRange, path: ['layers', 0, 'width'] });
    }
  })
  .transform((doc) => {
    const first = doc.layers[0];
    const size =
      doc.size ??
      (first && first.width > 0 && first.height > 0
        ? { width: first.width, height: first.height }
        : { ...DEFAULT_CANVAS_SIZE });
    const layers = doc.layers.map((layer, index) =>
      index === 0 ? { ...layer, width: size.width, height: size.height } : layer,
    );
    return { schemaVersion: doc.schemaVersion, size, layers, ...(doc.templateId ? { templateId: doc.templateId } : {}) };
  });
