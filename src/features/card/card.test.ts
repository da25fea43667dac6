import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument, type LogoDocument, type TextLayer } from '../../../workers/core/model/index.ts';
import type { TextLayoutRequest, TextLayoutResult } from '../../../workers/protocol/font.ts';
import { makeMatrix } from '../qrcode/matrix.ts';
import { DEFAULT_STYLE } from '../qrcode/style.ts';
import { qrSvg } from '../qrcode/svg.ts';
import { backDocument, cardPalette } from './back.ts';
import { sideEdits } from './edits.ts';
import { CARD_FIELD_KEYS, cleanFields, EMPTY_FIELDS, FIELD_MAX, fieldsSearchText, validateFields, type CardFields } from './fields.ts';
import { extraLayerId, flowFields, SAFE_MARGIN, VCARD_LAYER_ID } from './flow.ts';
import { outlineTexts } from './outline.ts';
import { cardVCard, VCARD_EC } from './vcard.ts';
import { CARD_WORK_FORMAT, CARD_WORK_VERSION, readCardWork, type CardWork } from './work.ts';

const dir = join(process.cwd(), 'public/catalogue/cards');
const templates: Array<[string, LogoDocument]> = readdirSync(dir)
  .filter((f) => /^C\d+\.json$/.test(f))
  .map((f) => {
    const parsed = parseDocument(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    if (!parsed.ok) throw new Error(`${f}: ${parsed.error.message}`);
    return [f, parsed.doc];
  });

const FULL: CardFields = {
  name: '欧阳明月',
  position: '首席技术官',
  company: '上海星辰科技有限公司',
  phone: '+86 138-0013-8000',
  email: 'mingyue.ouyang@example.com',
  address: '上海市浦东新区世纪大道 100 号',
  website: 'www.xingchen.example.com',
  wechat: 'ouyang_mingyue',
};

const texts = (doc: LogoDocument) => doc.layers.filter((l): l is TextLayer => l.type === 'text');
const slot = (doc: LogoDocument, name: string) => texts(doc).find((l) => l.template === name);

/** The font worker's answer for a monospaced font: CJK one em, the rest half (enough to test placement). */
async function layout(request: TextLayoutRequest): Promise<TextLayoutResult> {
  let width = 0;
  for (const ch of request.text) width += (ch.charCodeAt(0) <= 0xff ? 0.5 : 1) * request.fontSize;
  const glyphs = [...request.text].map((char, i) => ({ char, x: i * request.fontSize, y: 0, width: request.fontSize, height: request.fontSize, rotate: 0, line: 0, fontId: request.fontName }));
  return {
    d: 'M0 0h1v1z', width, height: request.fontSize, pathArr: glyphs.map(() => 'M0 0h1v1z'), dataArr: glyphs, lines: [], ascent: request.fontSize * 0.88, descent: request.fontSize * 0.12,
    lineHeight: request.fontSize, fontId: request.fontName, fontFallback: false, fallbackChars: [], missing: [], syntheticBoldStroke: 0,
  };
}

describe('card fields', () => {
  it('says in Chinese which field is too long, and by how much it may be', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARD_FIELD_KEYS), fc.integer({ min: 1, max: 20 }), (key, extra) => {
        const errors = validateFields({ ...FULL, [key]: '字'.repeat(FIELD_MAX[key] + extra) });
        expect(errors[key]).toContain(`最多 ${FIELD_MAX[key]} 个字`);
        expect(Object.keys(errors)).toEqual([key]);
      }),
    );
    expect(validateFields(FULL)).toEqual({});
    expect(validateFields({ ...FULL, name: ' ' }).name).toBe('请填写姓名');
    expect(validateFields({ ...FULL, phone: '138abc' }).phone).toContain('电话只能包含数字');
    expect(validateFields({ ...FULL, email: 'no-at-sign' }).email).toContain('邮箱格式不对');
  });

  it('cleans stored fields: strings only, one line, cut to their limits', () => {
    expect(cleanFields({ name: '张三\n丰', phone: 42, company: 'x'.repeat(99) })).toEqual({ ...EMPTY_FIELDS, name: '张三 丰', company: 'x'.repeat(FIELD_MAX.company) });
    expect(cleanFields(null)).toEqual(EMPTY_FIELDS);
    expect(fieldsSearchText({ ...EMPTY_FIELDS, name: '张三', wechat: 'zs' })).toBe('张三\nzs');
  });
});

describe('fields into the catalogue card templates', () => {
  it('has the 60 templates, each with the five slots', () => {
    expect(templates).toHaveLength(60);
    for (const [, doc] of templates) for (const s of ['name', 'position', 'company', 'phone', 'address']) expect(slot(doc, s)).toBeDefined();
  });

  it('every field is on the front of every template, inside the card and above a bottom band', async () => {
    for (const [file, template] of templates) {
      const { doc, notShown } = flowFields(template, FULL);
      expect(notShown, file).toEqual([]);
      const done = await outlineTexts(doc, layout);
      expect(slot(done, 'name')?.text).toBe(FULL.name);
      expect(slot(done, 'position')?.text).toBe(FULL.position);
      expect(slot(done, 'company')?.text).toBe(FULL.company);
      expect(slot(done, 'phone')?.text).toBe(`电话：${FULL.phone}`);
      expect(slot(done, 'address')?.text).toBe(`地址：${FULL.address}`);
      expect(slot(done, 'email')?.text).toBe(`邮箱：${FULL.email}`);
      expect(slot(done, 'website')?.text).toBe(`网址：${FULL.website}`);
      expect(slot(done, 'wechat')?.text).toBe(`微信：${FULL.wechat}`);
      const band = done.layers.find((l) => l.id === 'band');
      const floor = band && band.width === 1000 ? band.y : done.size.height;
      for (const line of texts(done)) {
        expect(line.complete, `${file} ${line.id}`).toBe(true);
        expect(line.x + line.width, `${file} ${line.id}`).toBeLessThanOrEqual(done.size.width - SAFE_MARGIN + 0.01);
        expect(line.y + line.height, `${file} ${line.id}`).toBeLessThanOrEqual(floor);
        // Left-aligned lines keep their left edge (the band on the left stays clear).
        expect(line.x).toBe((template.layers.find((l) => l.id === line.id) ?? slot(template, 'address'))!.x);
      }
      expect(parseDocument(done).ok).toBe(true);
    }
  });

  it('any fields within their limits are shown or said to be not shown, never off the card', () => {
    const value = (key: (typeof CARD_FIELD_KEYS)[number]) => fc.string({ minLength: 0, maxLength: FIELD_MAX[key], unit: fc.constantFrom('张', 'a', '1', ' ', '@') });
    const record = fc.record(Object.fromEntries(CARD_FIELD_KEYS.map((k) => [k, value(k)])) as Record<(typeof CARD_FIELD_KEYS)[number], fc.Arbitrary<string>>);
    fc.assert(
      fc.property(fc.constantFrom(...templates), record, ([, template], fields) => {
        const { doc, notShown } = flowFields(template, fields);
        for (const key of ['email', 'website', 'wechat'] as const) {
          const line = doc.layers.find((l) => l.id === extraLayerId(key));
          if (fields[key].trim()) expect(line !== undefined || notShown.includes(key)).toBe(true);
          else expect(line).toBeUndefined();
        }
        for (const key of ['name', 'position', 'company', 'phone', 'address'] as const) expect(slot(doc, key)?.visibility).toBe(fields[key].trim() !== '');
        for (const line of texts(doc)) if (line.visibility) expect(line.y + line.height).toBeLessThanOrEqual(doc.size.height);
      }),
      { numRuns: 200 },
    );
  });

  it('emptying a field hides its line, filling it again shows it; a long name is set smaller to fit', async () => {
    const [, template] = templates[0]!;
    const filled = await outlineTexts(flowFields(template, FULL).doc, layout);
    const emptied = flowFields(filled, { ...FULL, email: '', position: '' }).doc;
    expect(emptied.layers.find((l) => l.id === extraLayerId('email'))?.visibility).toBe(false);
    expect(slot(emptied, 'position')?.visibility).toBe(false);
    const again = flowFields(emptied, FULL).doc;
    expect(again.layers.find((l) => l.id === extraLayerId('email'))?.visibility).toBe(true);
    const long = await outlineTexts(flowFields(template, { ...FULL, name: '长'.repeat(12) }).doc, layout);
    const name = slot(long, 'name')!;
    expect(name.fontSize).toBeLessThan(slot(template, 'name')!.fontSize);
    expect(name.x + name.width).toBeLessThanOrEqual(template.size.width - SAFE_MARGIN + 0.01);
  });

  it('a line set smaller for a long value gets its size back for a shorter one, whatever came before', async () => {
    const value = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom('张', '长', 'a', 'W', '1') });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...templates), value(1, FIELD_MAX.name), value(1, FIELD_MAX.name), value(1, FIELD_MAX.company), async ([, template], first, then, company) => {
        // First values as long as the fields allow, so many of them are set smaller.
        const long = (text: string, max: number) => text.padEnd(max, '长');
        const before = await outlineTexts(flowFields(template, { ...FULL, name: long(first, FIELD_MAX.name), company: long(company, FIELD_MAX.company) }).doc, layout);
        const after = await outlineTexts(flowFields(before, { ...FULL, name: then, company }, template).doc, layout);
        const straight = await outlineTexts(flowFields(template, { ...FULL, name: then, company }).doc, layout);
        for (const key of ['name', 'company'] as const) {
          expect(slot(after, key)!.fontSize).toBeCloseTo(slot(straight, key)!.fontSize, 1);
          expect(slot(after, key)!.width).toBeCloseTo(slot(straight, key)!.width, 0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a long email set smaller grows back for a short one; a line the user made smaller keeps its size', async () => {
    const [, template] = templates[0]!;
    const email = (doc: LogoDocument) => doc.layers.find((l): l is TextLayer => l.id === extraLayerId('email'))!;
    const long = await outlineTexts(flowFields(template, { ...FULL, email: `${'a'.repeat(50)}@example.com` }).doc, layout);
    const short = await outlineTexts(flowFields(template, FULL).doc, layout);
    expect(email(long).fontSize).toBeLessThan(email(short).fontSize);
    const back = await outlineTexts(flowFields(long, FULL, template).doc, layout);
    expect(email(back).fontSize).toBe(email(short).fontSize);
    // The user set the name at 20 px in the editor: a new name keeps 20 px (the line leaves room).
    const small = { ...short, layers: short.layers.map((l) => (l.type === 'text' && l.template === 'name' ? { ...l, fontSize: 20, width: l.width * (20 / l.fontSize) } : l)) };
    const renamed = await outlineTexts(flowFields(small, { ...FULL, name: '李四' }, template).doc, layout);
    expect(slot(renamed, 'name')!.fontSize).toBe(20);
  });

  it('a side being edited gets the fields as steps that turn it into the flowed side', async () => {
    const [, template] = templates[5]!;
    const before = await outlineTexts(flowFields(template, FULL).doc, layout);
    const after = await outlineTexts(flowFields(before, { ...FULL, name: '李四', wechat: '' }).doc, layout);
    const edits = sideEdits(before, after);
    expect(edits.map((e) => e.kind)).toEqual(['set', 'set']);
    let applied = before;
    for (const edit of edits) if (edit.kind === 'set') applied = { ...applied, layers: applied.layers.map((l) => (l.id === edit.id ? ({ ...l, ...edit.props } as typeof l) : l)) };
    expect(applied).toEqual(after);
  });
});

describe('the back and its vCard code', () => {
  it('a logo picture in place of the template icon is a remove and an add (a layer never changes type)', () => {
    const [, template] = templates[0]!;
    const before = backDocument(template, FULL, 'qr', null);
    const after = backDocument(template, FULL, 'logo', 'data:image/png;base64,iVBORw0KGgo=');
    const edits = sideEdits(before, after);
    expect(edits.filter((e) => e.kind === 'remove').map((e) => e.kind === 'remove' && e.id).sort()).toEqual(['back-caption', 'back-logo', 'back-plate', VCARD_LAYER_ID].sort());
    expect(edits.find((e) => e.kind === 'add')).toMatchObject({ kind: 'add', layer: { id: 'back-logo', type: 'image' } });
  });

  it('puts every field in the vCard, WeChat as a note, escaped', () => {
    const vcard = cardVCard({ ...FULL, company: '星辰;科技,有限公司' });
    expect(vcard.split('\r\n')).toEqual([
      'BEGIN:VCARD', 'VERSION:3.0', 'N:欧阳明月;;;;', 'FN:欧阳明月', 'ORG:星辰\\;科技\\,有限公司', 'TITLE:首席技术官', 'TEL;TYPE=CELL:+86 138-0013-8000',
      'EMAIL:mingyue.ouyang@example.com', 'ADR;TYPE=WORK:;;上海市浦东新区世纪大道 100 号;;;;', 'URL:www.xingchen.example.com', 'NOTE:微信：ouyang_mingyue', 'END:VCARD',
    ]);
  });

  it('the qr back carries the code of the card\'s vCard, and it follows the fields', () => {
    const [, template] = templates[0]!;
    const back = backDocument(template, FULL, 'qr', null);
    const code = back.layers.find((l) => l.id === VCARD_LAYER_ID);
    const expected = (fields: CardFields) => {
      const m = makeMatrix(cardVCard(fields), VCARD_EC);
      if (!m.ok) throw new Error('too long');
      return qrSvg(m.matrix, { ...DEFAULT_STYLE, ec: VCARD_EC }).svg;
    };
    expect(code?.type === 'icon' && code.data).toBe(expected(FULL));
    const moved = flowFields(back, { ...FULL, phone: '010 1234 5678' }).doc.layers.find((l) => l.id === VCARD_LAYER_ID);
    expect(moved?.type === 'icon' && moved.data).toBe(expected({ ...FULL, phone: '010 1234 5678' }));
    expect(slot(back, 'company')?.text).toBe(FULL.company);
    expect(parseDocument(back).ok).toBe(true);
  });

  it('every template gets a back in its own darkest colour with a legible logo and company', () => {
    for (const [file, template] of templates) {
      for (const style of ['logo', 'qr'] as const) {
        const back = backDocument(template, FULL, style, style === 'logo' ? 'data:image/png;base64,iVBORw0KGgo=' : null);
        expect(parseDocument(back).ok, file).toBe(true);
        const { base, ink } = cardPalette(template);
        expect(back.layers[0]).toMatchObject({ type: 'rect', fill: base });
        expect(slot(back, 'company')?.fill).toBe(ink);
        expect(back.layers.some((l) => l.id === 'back-logo')).toBe(true);
        expect(back.layers.some((l) => l.id === VCARD_LAYER_ID)).toBe(style === 'qr');
      }
    }
  });
});

describe('card work', () => {
  it('reads back what was saved; refuses what is not a card or is newer', async () => {
    const [, template] = templates[3]!;
    const front = await outlineTexts(flowFields(template, FULL).doc, layout);
    const work: CardWork = { format: CARD_WORK_FORMAT, version: CARD_WORK_VERSION, templateId: 'C0103', fields: FULL, front, back: backDocument(front, FULL, 'qr', null), backStyle: 'qr', logo: null };
    expect(readCardWork(JSON.stringify(work))).toEqual(work);
    expect(readCardWork(JSON.stringify({ ...work, version: 2 }))).toBeNull();
    expect(readCardWork(JSON.stringify({ ...work, format: 'bzsj-qr' }))).toBeNull();
    expect(readCardWork(JSON.stringify({ ...work, front: { layers: 'x' } }))).toBeNull();
    expect(readCardWork('not json')).toBeNull();
    const { backStyle: _s, logo: _l, ...older } = work;
    expect(readCardWork(JSON.stringify(older))).toMatchObject({ backStyle: 'logo', logo: null });
  });
});
