// SVG export in the worker: pictures are fetched (or read from the asset store) and embedded as data: URLs (an SVG opened
// as an image loads nothing external), then the pure writer does the rest.
import type { LogoDocument } from '../core/model/index.ts';
import type { RenderExportOptions, RenderExportResult } from '../protocol/render.ts';
import { pictureSources } from './drawMedia.ts';
import { exportSize } from './exporter.ts';
import { fetchPicture } from './pictureFetch.ts';
import { documentToSvg } from './svgExport.ts';
import type { SvgIcon } from './svgIcon.ts';

function base64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function toDataUrl(url: string): Promise<string | null> {
  try {
    if (/^data:image\//i.test(url)) return url;
    const blob = await fetchPicture(url);
    if (!blob.type.startsWith('image/')) return null;
    return `data:${blob.type};base64,${base64(new Uint8Array(await blob.arrayBuffer()))}`;
  } catch {
    return null;
  }
}

export async function exportSvg(
  doc: LogoDocument,
  options: RenderExportOptions,
  icons: { icon(data: string, layerId: string): SvgIcon | null },
  resolveUrl: (src: string) => string,
): Promise<RenderExportResult> {
  const { width, height } = exportSize(doc, options);
  const pictures = new Map<string, string | null>();
  for (const { src } of pictureSources(doc.layers)) {
    if (!pictures.has(src)) pictures.set(src, await toDataUrl(resolveUrl(src)));
  }
  const svg = documentToSvg(doc, { scale: options.scale, background: options.background }, {
    icon: (data, layerId) => icons.icon(data, layerId),
    picture: (src) => pictures.get(src) ?? null,
  });
  const bytes = new TextEncoder().encode(svg);
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { data, mime: 'image/svg+xml', width, height };
}
