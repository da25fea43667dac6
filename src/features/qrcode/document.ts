import { createLayer, SCHEMA_VERSION, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import type { QrMatrix } from './matrix.ts';
import type { QrStyle } from './style.ts';
import { logoHole, qrSvg } from './svg.ts';

/**
 * A QR code as a document of layers (the editor's model, so the render worker draws it and
 * exports PNG/SVG like any logo): background, the code as an icon layer (the SVG of svg.ts),
 * the logo's clear plate and picture, and a frame with its caption. No new layer type and
 * no schema change: the style that made it is saved beside the document (work.ts).
 */

export const QR_SIDE = 1000;
export const FRAME_BAND = 200;

/** The caption's outline from the font worker (TextLayoutResult's fields). */
export interface CaptionOutline {
  text: string;
  fontName: string;
  fontSize: number;
  pathArr: string[];
  dataArr: { d: string; x: number; y: number; width: number; height: number }[];
  width: number;
  height: number;
  boldStroke: number;
}

export function qrDocument(matrix: QrMatrix, style: QrStyle, caption: CaptionOutline | null): LogoDocument {
  const framed = style.frame !== 'none';
  const height = framed ? QR_SIDE + FRAME_BAND : QR_SIDE;
  const layers: Layer[] = [
    createLayer('rect', { id: 'qr-bg', width: QR_SIDE, height, fill: style.transparent ? 'transparent' : style.background }),
  ];
  const { svg, side } = qrSvg(matrix, style);
  const unit = QR_SIDE / side;
  if (style.frame === 'border') {
    layers.push(createLayer('square', { id: 'qr-frame', x: 12, y: 12, width: QR_SIDE - 24, height: height - 24, rx: 48, ry: 48, fill: '', stroke: style.frameColour, lineWidth: 20 }));
  }
  if (style.frame === 'banner') {
    layers.push(createLayer('square', { id: 'qr-frame', x: 0, y: QR_SIDE, width: QR_SIDE, height: FRAME_BAND, fill: style.frameColour }));
  }
  layers.push(createLayer('icon', { id: 'qr-code', x: 0, y: 0, width: QR_SIDE, height: QR_SIDE, data: svg }));
  const hole = logoHole(matrix.count, style);
  if (style.logo && hole) {
    const x = (hole.from + style.margin) * unit;
    const w = (hole.to - hole.from) * unit;
    layers.push(createLayer('square', { id: 'qr-logo-plate', x, y: x, width: w, height: w, rx: w * 0.16, ry: w * 0.16, fill: style.transparent ? '#ffffff' : style.background }));
    const inset = w * 0.1;
    layers.push(createLayer('image', { id: 'qr-logo', x: x + inset, y: x + inset, width: w - 2 * inset, height: w - 2 * inset, data: style.logo.data }));
  }
  if (framed && caption && caption.pathArr.length > 0) {
    // Fit the caption in the band: at most 70% of the width, 55% of the band's height.
    const fit = Math.min((QR_SIDE * 0.7) / Math.max(caption.width, 1), (FRAME_BAND * 0.55) / Math.max(caption.height, 1));
    const top = style.frame === 'border' ? QR_SIDE - 40 : QR_SIDE;
    layers.push(
      createLayer('text', {
        id: 'qr-caption',
        text: caption.text,
        fontName: caption.fontName,
        fontSize: caption.fontSize,
        fill: style.frame === 'banner' ? (style.transparent ? '#ffffff' : style.background) : style.frameColour,
        bold: true,
        boldStroke: caption.boldStroke,
        pathArr: caption.pathArr,
        dataArr: caption.dataArr,
        width: caption.width,
        height: caption.height,
        scale: fit,
        x: QR_SIDE / 2 - caption.width / 2,
        y: top + FRAME_BAND / 2 - caption.height / 2 - (style.frame === 'border' ? 10 : 0),
        complete: true,
      }),
    );
  }
  return { schemaVersion: SCHEMA_VERSION, size: { width: QR_SIDE, height }, layers };
}
