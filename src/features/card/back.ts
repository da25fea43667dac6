import { createLayer, SCHEMA_VERSION, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { contrastRatio, luminance } from '../../../workers/core/logo/generate/colour.ts';
import { cardStrings } from '../../shared/strings/card.ts';
import type { CardFields } from './fields.ts';
import { slotText, VCARD_LAYER_ID } from './flow.ts';
import { vcardQrSvg } from './vcard.ts';

/**
 * The back of a card, made from its front: the front's darkest colour fills it, the logo
 * (the user's logo work, else the template's icon) and the company stand on it in a colour
 * that reads; the `qr` style adds the vCard code on a white plate. The company line is the
 * `company` slot, so the fields keep flowing into it (flow.ts).
 */

export type BackStyle = 'logo' | 'qr';
export const BACK_LOGO_ID = 'back-logo';

const hex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** The front's colours: its darkest fill (the band or the name) and what reads on it. */
export function cardPalette(front: LogoDocument): { base: string; ink: string } {
  const fills = front.layers.flatMap((l) => ('fill' in l && typeof l.fill === 'string' && hex(l.fill) ? [l.fill] : []));
  const base = [...fills].sort((a, b) => luminance(a) - luminance(b))[0] ?? '#1a1a1a';
  if (luminance(base) > 0.2) return { base: '#1a1a1a', ink: '#ffffff' };
  const light = fills.filter((c) => contrastRatio(c, base) >= 4.5 && c.toLowerCase() !== '#ffffff').sort((a, b) => luminance(b) - luminance(a));
  return { base, ink: light[0] ?? '#ffffff' };
}

export function backDocument(front: LogoDocument, fields: CardFields, style: BackStyle, logo: string | null): LogoDocument {
  const { width, height } = front.size;
  const { base, ink } = cardPalette(front);
  const withCode = style === 'qr' && vcardQrSvg(fields) !== null;
  // The logo and company stand in the middle, or in the left half beside the code.
  const centre = withCode ? width * 0.33 : width / 2;
  const logoSide = Math.round(height * 0.34);
  const layers: Layer[] = [createLayer('rect', { id: 'back-bg', width, height, fill: base })];
  const top = height * 0.2;
  if (logo) {
    layers.push(createLayer('image', { id: BACK_LOGO_ID, x: centre - logoSide / 2, y: top, width: logoSide, height: logoSide, data: logo }));
  } else {
    const icon = front.layers.find((l) => l.type === 'icon' && l.id !== VCARD_LAYER_ID);
    if (icon && icon.type === 'icon') layers.push({ ...icon, id: BACK_LOGO_ID, x: centre - logoSide / 2, y: top, width: logoSide, height: logoSide, scale: 1, rotate: 0, fill: ink });
  }
  const company = slotText('company', fields);
  const fontSize = 40;
  layers.push(
    createLayer('text', {
      id: 'back-company',
      template: 'company',
      text: company,
      visibility: company !== '',
      fontName: 'noto-sans-sc',
      fontSize,
      bold: true,
      fill: ink,
      align: 'center',
      // Centred on `centre`; the outline step keeps the centre (outline.ts).
      x: centre - 200,
      y: top + logoSide + 40,
      width: 400,
      height: fontSize,
    }),
  );
  if (withCode) {
    const plate = Math.round(height * 0.62);
    const px = width * 0.72 - plate / 2;
    const py = (height - plate) / 2 - 24;
    layers.push(createLayer('square', { id: 'back-plate', x: px, y: py, width: plate, height: plate + 56, rx: 24, ry: 24, fill: '#ffffff', stroke: '' }));
    layers.push(createLayer('icon', { id: VCARD_LAYER_ID, x: px, y: py, width: plate, height: plate, data: vcardQrSvg(fields) ?? '' }));
    layers.push(
      createLayer('text', {
        id: 'back-caption',
        text: cardStrings.card.vcardCaption,
        fontName: 'noto-sans-sc',
        fontSize: 24,
        fill: '#333333',
        align: 'center',
        x: px + plate / 2 - 100,
        y: py + plate + 4,
        width: 200,
        height: 24,
      }),
    );
  }
  return { schemaVersion: SCHEMA_VERSION, size: { width, height }, layers };
}
