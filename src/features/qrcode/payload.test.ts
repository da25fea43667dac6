import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qrcodeStrings } from '../../shared/strings/qrcode.ts';
import { buildPayload, EMPTY_CONTENT, escapeVCard, escapeWifi, normaliseUrl, unescapeBackslashed, vCardPayload, wifiPayload } from './payload.ts';

const m = qrcodeStrings.qrcode.messages;

/** Splits on separators not escaped by a backslash (how a reader tokenises WIFI:/vCard values). */
function splitUnescaped(text: string, sep: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1];
      i += 1;
    } else if (c === sep) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

describe('Wi-Fi payload', () => {
  it('escapes the special characters of the WIFI: format', () => {
    expect(escapeWifi('a;b,c:d"e\\f')).toBe('a\\;b\\,c\\:d\\"e\\\\f');
    expect(wifiPayload({ ssid: 'Home;Net', password: 'p:w"d', security: 'WPA', hidden: false })).toBe('WIFI:T:WPA;S:Home\\;Net;P:p\\:w\\"d;;');
    expect(wifiPayload({ ssid: '咖啡店', password: '', security: 'nopass', hidden: true })).toBe('WIFI:T:nopass;S:咖啡店;H:true;;');
  });

  it('any SSID and password read back exactly from the fields (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (ssid, password) => {
        const payload = wifiPayload({ ssid, password, security: 'WPA', hidden: false });
        expect(payload.startsWith('WIFI:') && payload.endsWith(';;')).toBe(true);
        const fields = splitUnescaped(payload.slice(5, -2), ';');
        expect(fields).toHaveLength(3);
        const value = (key: string) => unescapeBackslashed(fields.find((f) => f.startsWith(`${key}:`))!.slice(key.length + 1));
        expect(value('S')).toBe(ssid);
        expect(value('P')).toBe(password);
      }),
    );
  });
});

describe('vCard payload', () => {
  it('escapes backslash, comma, semicolon and line breaks', () => {
    expect(escapeVCard('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('writes a vCard 3.0 with CRLF lines and only the filled fields', () => {
    const text = vCardPayload({ name: '张三', title: '', company: '星光, 咖啡', phone: '13800000000', email: '', address: '', website: '' });
    expect(text.split('\r\n')).toEqual(['BEGIN:VCARD', 'VERSION:3.0', 'N:张三;;;;', 'FN:张三', 'ORG:星光\\, 咖啡', 'TEL;TYPE=CELL:13800000000', 'END:VCARD']);
  });

  it('no field value can start a new property or split a value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (company, address) => {
        const text = vCardPayload({ name: 'A', title: '', company, address, phone: '', email: '', website: '' });
        const lines = text.split('\r\n');
        expect(lines[0]).toBe('BEGIN:VCARD');
        expect(lines.at(-1)).toBe('END:VCARD');
        for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
        const org = lines.find((l) => l.startsWith('ORG:'));
        if (company.trim()) expect(unescapeBackslashed(org!.slice(4))).toBe(company.trim());
        const adr = lines.find((l) => l.startsWith('ADR;TYPE=WORK:'));
        if (address.trim()) {
          const parts = splitUnescaped(adr!.slice('ADR;TYPE=WORK:'.length), ';');
          expect(parts).toHaveLength(7);
          expect(unescapeBackslashed(parts[2]!)).toBe(address.trim());
        }
      }),
    );
  });
});

describe('buildPayload', () => {
  const base = EMPTY_CONTENT;
  it('builds every content type', () => {
    expect(buildPayload({ ...base, type: 'text', text: '你好' }, m)).toEqual({ ok: true, payload: '你好' });
    expect(buildPayload({ ...base, type: 'url', url: 'www.example.com/a' }, m)).toEqual({ ok: true, payload: 'https://www.example.com/a' });
    expect(buildPayload({ ...base, type: 'phone', phone: '138 0000-0000' }, m)).toEqual({ ok: true, payload: 'tel:13800000000' });
    expect(buildPayload({ ...base, type: 'sms', sms: { phone: '+8613800000000', message: '到了' } }, m)).toEqual({ ok: true, payload: 'SMSTO:+8613800000000:到了' });
    expect(buildPayload({ ...base, type: 'email', email: { to: 'a@b.cn', subject: '你好 呀', body: '' } }, m)).toEqual({ ok: true, payload: 'mailto:a@b.cn?subject=%E4%BD%A0%E5%A5%BD%20%E5%91%80' });
    expect(buildPayload({ ...base, type: 'wifi', wifi: { ssid: 'x', password: 'y', security: 'WPA', hidden: false } }, m)).toEqual({ ok: true, payload: 'WIFI:T:WPA;S:x;P:y;;' });
  });

  it('refuses bad input with a message on the field', () => {
    expect(buildPayload({ ...base, type: 'text', text: '  ' }, m)).toMatchObject({ ok: false, field: 'text', message: m.empty });
    expect(buildPayload({ ...base, type: 'url', url: 'not a url' }, m)).toMatchObject({ ok: false, field: 'url', message: m.badUrl });
    expect(buildPayload({ ...base, type: 'phone', phone: '12' }, m)).toMatchObject({ ok: false, message: m.badPhone });
    expect(buildPayload({ ...base, type: 'email', email: { to: 'nobody', subject: '', body: '' } }, m)).toMatchObject({ ok: false, message: m.badEmail });
    expect(buildPayload({ ...base, type: 'vcard' }, m)).toMatchObject({ ok: false, field: 'vcard.name' });
    expect(buildPayload({ ...base, type: 'wifi', wifi: { ssid: 'x', password: '', security: 'WPA', hidden: false } }, m)).toMatchObject({ ok: false, field: 'wifi.password' });
    expect(buildPayload({ ...base, type: 'wifi', wifi: { ssid: 'x', password: 'abc', security: 'WEP', hidden: false } }, m)).toMatchObject({ ok: false, message: m.badWepPassword });
  });

  it('keeps a scheme the user typed', () => {
    expect(normaliseUrl(' weixin://dl/chat ')).toBe('weixin://dl/chat');
    expect(normaliseUrl('HTTP://a.cn')).toBe('HTTP://a.cn');
  });
});
