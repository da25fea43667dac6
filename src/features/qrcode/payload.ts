/**
 * What a QR code says, per content type, as the text phones expect. Pure: the page, the
 * tests and a saved work all build payloads here. Field limits are ours (the spec names
 * none); a payload too long for the chosen error correction is refused in capacity.ts.
 */

export const QR_CONTENT_TYPES = ['text', 'url', 'vcard', 'wifi', 'phone', 'sms', 'email'] as const;
export type QrContentType = (typeof QR_CONTENT_TYPES)[number];

export interface VCardFields {
  name: string;
  title: string;
  company: string;
  phone: string;
  email: string;
  address: string;
  website: string;
}

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface QrContent {
  type: QrContentType;
  text: string;
  url: string;
  vcard: VCardFields;
  wifi: { ssid: string; password: string; security: WifiSecurity; hidden: boolean };
  phone: string;
  sms: { phone: string; message: string };
  email: { to: string; subject: string; body: string };
}

export const EMPTY_CONTENT: QrContent = {
  type: 'url',
  text: '',
  url: 'https://example.com',
  vcard: { name: '', title: '', company: '', phone: '', email: '', address: '', website: '' },
  wifi: { ssid: '', password: '', security: 'WPA', hidden: false },
  phone: '',
  sms: { phone: '', message: '' },
  email: { to: '', subject: '', body: '' },
};

/** vCard 3.0 text values (RFC 2426 §4): backslash, comma, semicolon and line breaks are escaped. */
export function escapeVCard(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Wi-Fi network config (the ZXing "WIFI:" convention): \ ; , : " are escaped with a backslash. */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

const trimmed = (value: string) => value.trim();

export function vCardPayload(fields: VCardFields): string {
  const f = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, trimmed(v)])) as unknown as VCardFields;
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVCard(f.name)};;;;`, `FN:${escapeVCard(f.name)}`];
  if (f.company) lines.push(`ORG:${escapeVCard(f.company)}`);
  if (f.title) lines.push(`TITLE:${escapeVCard(f.title)}`);
  if (f.phone) lines.push(`TEL;TYPE=CELL:${escapeVCard(f.phone)}`);
  if (f.email) lines.push(`EMAIL:${escapeVCard(f.email)}`);
  if (f.address) lines.push(`ADR;TYPE=WORK:;;${escapeVCard(f.address)};;;;`);
  if (f.website) lines.push(`URL:${escapeVCard(f.website)}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

export function wifiPayload(wifi: QrContent['wifi']): string {
  const parts = [`T:${wifi.security}`, `S:${escapeWifi(wifi.ssid)}`];
  if (wifi.security !== 'nopass') parts.push(`P:${escapeWifi(wifi.password)}`);
  if (wifi.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

/** A URL without a scheme gets https:// (what a person types is usually a bare domain). */
export function normaliseUrl(raw: string): string {
  const url = raw.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

const phoneDigits = (raw: string) => raw.replace(/[\s-]/g, '');

export type PayloadResult = { ok: true; payload: string } | { ok: false; field: string; message: string };

/** Messages are Chinese and say what to fill in; keys are form field names. */
export interface PayloadMessages {
  empty: string;
  badUrl: string;
  badPhone: string;
  badEmail: string;
  needName: string;
  needSsid: string;
  needPassword: string;
  badWepPassword: string;
}

const PHONE = /^\+?[0-9]{3,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function buildPayload(content: QrContent, m: PayloadMessages): PayloadResult {
  switch (content.type) {
    case 'text':
      return content.text.trim() ? { ok: true, payload: content.text } : { ok: false, field: 'text', message: m.empty };
    case 'url': {
      if (!content.url.trim()) return { ok: false, field: 'url', message: m.empty };
      const url = normaliseUrl(content.url);
      try {
        const parsed = new URL(url);
        if (/^https?:$/.test(parsed.protocol) && !parsed.hostname.includes('.') && parsed.hostname !== 'localhost') throw new Error('host');
      } catch {
        return { ok: false, field: 'url', message: m.badUrl };
      }
      return { ok: true, payload: url };
    }
    case 'vcard': {
      const v = content.vcard;
      if (!v.name.trim()) return { ok: false, field: 'vcard.name', message: m.needName };
      if (v.phone.trim() && !PHONE.test(phoneDigits(v.phone))) return { ok: false, field: 'vcard.phone', message: m.badPhone };
      if (v.email.trim() && !EMAIL.test(v.email.trim())) return { ok: false, field: 'vcard.email', message: m.badEmail };
      return { ok: true, payload: vCardPayload(v) };
    }
    case 'wifi': {
      const w = content.wifi;
      if (!w.ssid) return { ok: false, field: 'wifi.ssid', message: m.needSsid };
      if (w.security !== 'nopass' && !w.password) return { ok: false, field: 'wifi.password', message: m.needPassword };
      if (w.security === 'WEP' && ![5, 13, 10, 26].includes(w.password.length)) return { ok: false, field: 'wifi.password', message: m.badWepPassword };
      return { ok: true, payload: wifiPayload(w) };
    }
    case 'phone': {
      const digits = phoneDigits(content.phone);
      return PHONE.test(digits) ? { ok: true, payload: `tel:${digits}` } : { ok: false, field: 'phone', message: m.badPhone };
    }
    case 'sms': {
      const digits = phoneDigits(content.sms.phone);
      if (!PHONE.test(digits)) return { ok: false, field: 'sms.phone', message: m.badPhone };
      return { ok: true, payload: `SMSTO:${digits}:${content.sms.message}` };
    }
    case 'email': {
      const to = content.email.to.trim();
      if (!EMAIL.test(to)) return { ok: false, field: 'email.to', message: m.badEmail };
      const query = [
        content.email.subject ? `subject=${encodeURIComponent(content.email.subject)}` : '',
        content.email.body ? `body=${encodeURIComponent(content.email.body)}` : '',
      ].filter(Boolean);
      return { ok: true, payload: `mailto:${to}${query.length ? `?${query.join('&')}` : ''}` };
    }
  }
}

/** The inverse of escapeVCard / escapeWifi for one value (tests read payloads back with them). */
export function unescapeBackslashed(value: string): string {
  return value.replace(/\\(n|.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
}
