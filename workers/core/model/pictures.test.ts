import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assetHashOf,
  assetHashesInJson,
  assetUrl,
  createDocument,
  createLayer,
  documentAssetHashes,
  embeddedPictures,
  inlinePictures,
  parseDocument,
  pictureSourceOf,
  repointPicture,
  type Layer,
  type LogoDocument,
} from './index.ts';

const HASH_A = '0123456789abcdef0123456789abcdef';
const HASH_B = 'fedcba9876543210fedcba9876543210';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';

function docWith(...layers: Layer[]): LogoDocument {
  const doc = createDocument({ backgroundId: 'bg' });
  return { ...doc, layers: [...doc.layers, ...layers] };
}

describe('picture references', () => {
  it('a saved work may refer to a picture in the asset store or embed it: both open', () => {
    const json = {
      schemaVersion: 3,
      size: { width: 1000, height: 1000 },
      layers: [
        { type: 'rect', id: 'bg', url: assetUrl(HASH_B) },
        { type: 'image', id: 'stored', url: assetUrl(HASH_A) },
        { type: 'image', id: 'embedded', data: PNG },
        { type: 'image', id: 'bare', data: PNG.slice('data:image/png;base64,'.length) },
      ],
    };
    const parsed = parseDocument(json);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.doc.layers.map(pictureSourceOf)).toEqual([assetUrl(HASH_B), assetUrl(HASH_A), PNG, PNG]);
  });

  it('reads a hash only from a well-formed asset: reference', () => {
    expect(assetHashOf(`asset:${HASH_A}`)).toBe(HASH_A);
    expect(assetHashOf(` asset:${HASH_A} `)).toBe(HASH_A);
    expect(assetHashOf(`asset:${HASH_A.toUpperCase()}`)).toBeNull();
    expect(assetHashOf('asset:123')).toBeNull();
    expect(assetHashOf('/img/a.png')).toBeNull();
    expect(assetHashOf(PNG)).toBeNull();
    expect(() => assetUrl('not-a-hash')).toThrow();
  });

  it('lists each referenced asset once, from image layers and the background, not from icons or text', () => {
    const doc = docWith(
      createLayer('image', { id: 'a', url: assetUrl(HASH_A) }),
      createLayer('image', { id: 'a2', url: assetUrl(HASH_A) }),
      createLayer('image', { id: 'e', data: PNG, url: assetUrl(HASH_B) }),
      createLayer('icon', { id: 'i', data: '<svg/>' }),
      createLayer('text', { id: 't', text: `asset:${HASH_B}` }),
    );
    // The embedded data wins over the url (it is what draws), so HASH_B is not referenced.
    expect(documentAssetHashes(doc)).toEqual([HASH_A]);
    const background = { ...doc, layers: doc.layers.map((l) => (l.type === 'rect' ? { ...l, url: assetUrl(HASH_B) } : l)) };
    expect(documentAssetHashes(background)).toEqual([HASH_B, HASH_A]);
    expect(embeddedPictures(doc)).toEqual([PNG]);
  });

  it('embedded pictures: image data URLs, bare base64 and background data URLs, each once; never an SVG icon or an address', () => {
    const doc = docWith(
      createLayer('image', { id: 'a', data: PNG }),
      createLayer('image', { id: 'b', data: PNG.slice(22) }),
      createLayer('image', { id: 'c', url: JPEG }),
      createLayer('image', { id: 'd', url: '/img/a.png' }),
      createLayer('icon', { id: 'i', data: 'data:image/svg+xml,<svg/>' }),
    );
    expect(embeddedPictures(doc)).toEqual([PNG, JPEG]);
  });

  it('repointing swaps the embedded picture for the reference in every layer that drew it, and only there', () => {
    const doc = docWith(createLayer('image', { id: 'a', data: PNG }), createLayer('image', { id: 'b', data: JPEG }));
    const layers = structuredClone(doc.layers);
    layers[0] = { ...layers[0]!, type: 'rect', url: PNG } as Layer;
    const hits = layers.map((layer) => repointPicture(layer, PNG, assetUrl(HASH_A)));
    expect(hits).toEqual([true, true, false]);
    expect(layers.map(pictureSourceOf)).toEqual([assetUrl(HASH_A), assetUrl(HASH_A), JPEG]);
    expect(layers[1]).toMatchObject({ data: '', url: assetUrl(HASH_A) });
    expect(embeddedPictures({ layers })).toEqual([JPEG]);
  });

  it('inlining puts each stored picture back as a data URL (a file for a reader without the store) and keeps the rest', () => {
    const picture = fc.constantFrom(assetUrl(HASH_A), assetUrl(HASH_B), PNG, '/img/a.png', '');
    fc.assert(
      fc.property(fc.array(picture, { maxLength: 6 }), picture, (sources, background) => {
        const doc = docWith(...sources.map((url, i) => createLayer('image', { id: `p${i}`, url })));
        doc.layers[0] = { ...doc.layers[0]!, url: background } as Layer;
        const dataUrls = new Map([[HASH_A, PNG]]);
        const inlined = inlinePictures(doc, dataUrls);
        expect(parseDocument(JSON.parse(JSON.stringify(inlined))).ok).toBe(true);
        // A is gone (inlined), B stays referenced (not available), nothing else moved.
        expect(documentAssetHashes(inlined)).toEqual(documentAssetHashes(doc).filter((hash) => hash !== HASH_A));
        const expected = doc.layers.map((layer) => (pictureSourceOf(layer) === assetUrl(HASH_A) ? PNG : pictureSourceOf(layer)));
        expect(inlined.layers.map(pictureSourceOf)).toEqual(expected);
        if (!doc.layers.some((layer) => pictureSourceOf(layer) === assetUrl(HASH_A))) expect(inlined).toBe(doc);
      }),
    );
  });
});

describe('references found in a document’s JSON text (what sync uploads)', () => {
  it('are exactly the references of the document, whatever the text layers say', () => {
    const hash = fc.stringMatching(/^[0-9a-f]{32}$/);
    fc.assert(
      fc.property(fc.array(hash, { maxLength: 5 }), fc.option(hash, { nil: undefined }), fc.string(), (hashes, background, words) => {
        const doc = docWith(
          ...hashes.map((h, i) => createLayer('image', { id: `p${i}`, url: assetUrl(h) })),
          createLayer('text', { id: 't', text: `"url":"asset:${hashes[0] ?? HASH_A}" ${words}` }),
        );
        if (background) doc.layers[0] = { ...doc.layers[0]!, url: assetUrl(background) } as Layer;
        expect(new Set(assetHashesInJson(JSON.stringify(doc)))).toEqual(new Set(documentAssetHashes(doc)));
      }),
    );
  });
});
