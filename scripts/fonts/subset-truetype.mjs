// A small TrueType (glyf) subsetter. Some registry fonts (LXGW WenKai) ship as one
// 10 MB file; the product rule is "never download a whole CJK font for a few
// characters", so the build re-slices them. Outlines are copied byte for byte
// (no re-encoding), so glyphs are exactly the upstream ones. Layout tables
// (GSUB/GPOS/kern) and hinting are dropped: the font worker applies neither.

/** @param {Buffer} cmap @returns {Map<number, number>} code point → glyph id */
export function readCmap(cmap) {
  const numTables = cmap.readUInt16BE(2);
  /** @type {{ format: number, offset: number, score: number }[]} */
  const candidates = [];
  for (let i = 0; i < numTables; i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    candidates.push({ format, offset, score: format === 12 ? 2 : 1 });
  }
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (!best) throw new Error('no Unicode cmap subtable');
  return best.format === 12 ? readFormat12(cmap, best.offset) : readFormat4(cmap, best.offset);
}

/** @param {Buffer} data @param {number} at */
function readFormat12(data, at) {
  const map = new Map();
  const groups = data.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g += 1) {
    const p = at + 16 + g * 12;
    const start = data.readUInt32BE(p);
    const end = data.readUInt32BE(p + 4);
    const glyph = data.readUInt32BE(p + 8);
    for (let cp = start; cp <= end; cp += 1) map.set(cp, glyph + cp - start);
  }
  return map;
}

/** @param {Buffer} data @param {number} at */
function readFormat4(data, at) {
  const map = new Map();
  const segCount = data.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let s = 0; s < segCount; s += 1) {
    const end = data.readUInt16BE(ends + s * 2);
    const start = data.readUInt16BE(starts + s * 2);
    const delta = data.readInt16BE(deltas + s * 2);
    const rangeOffset = data.readUInt16BE(rangeOffsets + s * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp += 1) {
      let glyph;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const raw = data.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(cp, glyph);
    }
  }
  return map;
}

/** @param {Map<string, Buffer>} tables */
function glyphReader(tables) {
  const head = must(tables, 'head');
  const loca = must(tables, 'loca');
  const glyf = must(tables, 'glyf');
  const longLoca = head.readInt16BE(50) === 1;
  const offsetOf = (/** @type {number} */ gid) => (longLoca ? loca.readUInt32BE(gid * 4) : loca.readUInt16BE(gid * 2) * 2);
  return (/** @type {number} */ gid) => glyf.subarray(offsetOf(gid), offsetOf(gid + 1));
}

/** Yields [byte offset of the component glyph id, component glyph id] of a composite glyph. */
function* components(/** @type {Buffer} */ glyph) {
  if (glyph.length < 10 || glyph.readInt16BE(0) >= 0) return;
  let p = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(p);
    yield /** @type {[number, number]} */ ([p + 2, glyph.readUInt16BE(p + 2)]);
    p += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) p += 2;
    else if (flags & 0x0040) p += 4;
    else if (flags & 0x0080) p += 8;
    if (!(flags & 0x0020)) return;
  }
}

/**
 * @param {Map<string, Buffer>} tables a TrueType-flavoured font
 * @param {Map<number, number>} cmap from readCmap(tables.get('cmap'))
 * @param {number[]} codePoints the characters this slice must draw
 * @returns {Map<string, Buffer>}
 */
export function subsetTrueType(tables, cmap, codePoints) {
  const glyphAt = glyphReader(tables);
  const mapped = codePoints.filter((cp) => cmap.has(cp)).sort((a, b) => a - b);
  /** @type {number[]} */
  const order = [0];
  const newId = new Map([[0, 0]]);
  const visit = (/** @type {number} */ gid) => {
    if (newId.has(gid)) return;
    newId.set(gid, order.length);
    order.push(gid);
    for (const [, component] of components(glyphAt(gid))) visit(component);
  };
  for (const cp of mapped) visit(/** @type {number} */ (cmap.get(cp)));

  const glyphs = order.map((gid) => {
    const copy = Buffer.from(glyphAt(gid));
    for (const [at, component] of components(copy)) copy.writeUInt16BE(/** @type {number} */ (newId.get(component)), at);
    return Buffer.concat([copy, Buffer.alloc(((copy.length + 3) & ~3) - copy.length)]);
  });
  const loca = Buffer.alloc((glyphs.length + 1) * 4);
  let offset = 0;
  glyphs.forEach((glyph, i) => {
    loca.writeUInt32BE(offset, i * 4);
    offset += glyph.length;
  });
  loca.writeUInt32BE(offset, glyphs.length * 4);

  const out = new Map();
  out.set('glyf', Buffer.concat(glyphs));
  out.set('loca', loca);
  out.set('hmtx', subsetHmtx(tables, order));
  out.set('cmap', buildCmap12(mapped.map((cp) => [cp, /** @type {number} */ (newId.get(cmap.get(cp)))])));
  const head = Buffer.from(must(tables, 'head'));
  head.writeUInt32BE(0, 8);
  head.writeInt16BE(1, 50);
  out.set('head', head);
  const hhea = Buffer.from(must(tables, 'hhea'));
  hhea.writeUInt16BE(order.length, 34);
  out.set('hhea', hhea);
  const maxp = Buffer.from(must(tables, 'maxp'));
  maxp.writeUInt16BE(order.length, 4);
  out.set('maxp', maxp);
  // post 3.0 = metrics only, no glyph names: names would cost bytes and nothing uses them.
  const post = Buffer.from(must(tables, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);
  out.set('post', post);
  // name keeps the copyright and OFL notice with every slice, as the licence asks.
  for (const tag of ['OS/2', 'name']) if (tables.has(tag)) out.set(tag, must(tables, tag));
  return out;
}

/** @param {Map<string, Buffer>} tables @param {number[]} order old glyph ids in new order */
function subsetHmtx(tables, order) {
  const hmtx = must(tables, 'hmtx');
  const longMetrics = must(tables, 'hhea').readUInt16BE(34);
  const out = Buffer.alloc(order.length * 4);
  order.forEach((gid, i) => {
    const advance = hmtx.readUInt16BE(Math.min(gid, longMetrics - 1) * 4);
    const lsb = gid < longMetrics ? hmtx.readInt16BE(gid * 4 + 2) : hmtx.readInt16BE(longMetrics * 4 + (gid - longMetrics) * 2);
    out.writeUInt16BE(advance, i * 4);
    out.writeInt16BE(lsb, i * 4 + 2);
  });
  return out;
}

/** @param {[number, number][]} pairs sorted [code point, glyph id] */
function buildCmap12(pairs) {
  const size = 16 + pairs.length * 12;
  const table = Buffer.alloc(4 + 8 + size);
  table.writeUInt16BE(0, 0);
  table.writeUInt16BE(1, 2);
  table.writeUInt16BE(3, 4);
  table.writeUInt16BE(10, 6);
  table.writeUInt32BE(12, 8);
  table.writeUInt16BE(12, 12);
  table.writeUInt32BE(size, 16);
  table.writeUInt32BE(pairs.length, 24);
  pairs.forEach(([cp, gid], i) => {
    const p = 28 + i * 12;
    table.writeUInt32BE(cp, p);
    table.writeUInt32BE(cp, p + 4);
    table.writeUInt32BE(gid, p + 8);
  });
  return table;
}

/** @param {Map<string, Buffer>} tables @param {string} tag */
function must(tables, tag) {
  const table = tables.get(tag);
  if (!table) throw new Error(`font has no ${tag} table`);
  return table;
}
