import { makeMatrix } from '../qrcode/matrix.ts';
import { escapeVCard, vCardPayload } from '../qrcode/payload.ts';
import { DEFAULT_STYLE } from '../qrcode/style.ts';
import { qrSvg } from '../qrcode/svg.ts';
import type { CardFields } from './fields.ts';

/**
 * The card's contact as a vCard 3.0 QR code, made with the QR feature's builders (payload,
 * matrix, SVG): a phone's camera offers to add the person to its contacts.
 */

/** vCard has no WeChat property: it goes into NOTE, which every contacts app shows. */
export function cardVCard(fields: CardFields): string {
  const base = vCardPayload({
    name: fields.name,
    title: fields.position,
    company: fields.company,
    phone: fields.phone,
    email: fields.email,
    address: fields.address,
    website: fields.website,
  });
  const wechat = fields.wechat.trim();
  if (!wechat) return base;
  return base.replace(/\r\nEND:VCARD$/, `\r\nNOTE:${escapeVCard(`微信：${wechat}`)}\r\nEND:VCARD`);
}

/** Error correction M: the code sits on a white plate of its own, with no logo over it. */
export const VCARD_EC = 'M';

/**
 * The code as SVG (module units, quiet zone of 4) for an icon layer, or null when there is
 * nothing to say (no name) — the field limits keep every vCard far under version 40's capacity.
 */
export function vcardQrSvg(fields: CardFields): string | null {
  if (!fields.name.trim()) return null;
  const matrix = makeMatrix(cardVCard(fields), VCARD_EC);
  if (!matrix.ok) return null;
  return qrSvg(matrix.matrix, { ...DEFAULT_STYLE, ec: VCARD_EC }).svg;
}
