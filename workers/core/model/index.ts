// Public surface of the document model. Pure: no DOM, no React, safe in workers.
export * from './constants.ts';
export * from './types.ts';
export { isColour, isColourOrNone, cssColour } from './colour.ts';
export { layerSchema, layerSchemas } from './schema/layers.ts';
export { documentSchema, canvasSizeSchema } from './schema/document.ts';
export { parseDocument, parseDocumentText, type ParseResult } from './parse.ts';
export { fieldIssue, type DocumentError, type DocumentErrorCode, type DocumentPath } from './errors.ts';
export { migrations, migrateToCurrent, detectVersion, type Migration } from './migrations.ts';
export { contentHash, COMPOSITE_ONLY_KEYS } from './contentHash.ts';
export { outlineKey, isOutlineKey, TEXT_OUTLINE_KEYS, type TextOutlineKey } from './textOutline.ts';
export { hasShadow, shadowOffsetFromPolar, shadowPolarFromOffset } from './shadow.ts';
export * from './geometry.ts';
export * from './arrange.ts';
export { rescaleGeometry } from './rescale.ts';
export { createLayer, createDocument } from './factory.ts';
export { newId } from './ids.ts';
export { applyDocumentPatches, type Patch } from './patches.ts';
export { stableStringify } from './stableJson.ts';
export { sampleDocumentJson } from './sampleDocument.ts';
export {
  ASSET_URL_PREFIX,
  assetUrl,
  assetHashOf,
  isDataUrl,
  imageLayerSource,
  pictureSourceOf,
  documentAssetHashes,
  embeddedPictures,
  repointPicture,
  inlinePictures,
  assetHashesInJson,
} from './pictures.ts';
export { findLayerIndex, layersWithIds } from './layerLookup.ts';
