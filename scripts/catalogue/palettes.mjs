// Palettes from nice-color-palettes (MIT; the most-liked palettes of COLOURlovers), as
// the spec's "comma-separated colour lists".

const HEX6 = /^#[0-9a-f]{6}$/;

/**
 * @param {string[][]} source nice-color-palettes/1000.json
 * @returns {string[]} unique lists of 3-5 lower-case #rrggbb colours, "#aabbcc,#ddeeff,…"
 */
export function buildPalettes(source) {
  const seen = new Set();
  const lines = [];
  for (const palette of source) {
    const colours = palette.map((c) => String(c).trim().toLowerCase()).filter((c) => HEX6.test(c));
    if (colours.length < 3 || new Set(colours).size !== colours.length) continue;
    const line = colours.join(',');
    if (seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  return lines;
}
