import { describe, expect, it } from 'vitest';
import { sanitizeSvg, serializeSvg, SvgRejected } from './svgSanitize.ts';

const reasonOf = (source: string) => {
  try {
    sanitizeSvg(source);
    return 'accepted';
  } catch (error) {
    if (error instanceof SvgRejected) return error.reason;
    throw error;
  }
};

describe('sanitizeSvg', () => {
  it('keeps shapes, gradients, local references and text; drops editor metadata, styles and animation', () => {
    const tree = sanitizeSvg(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: X -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="x" width="10" height="10">` +
        `<metadata><rdf:RDF xmlns:rdf="r"/></metadata><sodipodi:namedview/><style>rect{fill:red}</style>` +
        `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
        `<rect inkscape:label="r" width="5" height="5" fill="url(#g)"><animate attributeName="x" to="3"/></rect><use xlink:href="#g"/>` +
        `<text x="1" y="9">A &amp; B &#x6807;<![CDATA[<志>]]></text></svg>`,
    );
    const out = serializeSvg(tree);
    expect(out).not.toMatch(/metadata|namedview|style|animate|inkscape|Generator/);
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('xlink:href="#g"');
    expect(out).toContain('A &amp; B 标&lt;志&gt;');
    // The output is itself clean input (what the conversion thread re-reads).
    expect(serializeSvg(sanitizeSvg(out))).toBe(out);
  });

  it('turns links into groups and matches prefixed closing tags', () => {
    const out = serializeSvg(sanitizeSvg('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><a href="#x"><svg:rect width="1" height="1"></svg:rect></a></svg:svg>'));
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><g><rect width="1" height="1"/></g></svg>');
  });

  it('keeps embedded PNG/JPEG data images and refuses every other image source', () => {
    expect(reasonOf('<svg><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>')).toBe('accepted');
    for (const href of ['data:image/svg+xml;base64,PHN2Zz4=', 'file:///etc/passwd', '//evil.example/a.png', 'a.png', 'http://127.0.0.1/x.png']) {
      expect(reasonOf(`<svg><image href="${href}" width="1" height="1"/></svg>`)).toBe('external_ref');
    }
  });

  it('skips a 100 MB comment with one scan', () => {
    const padded = `<svg><rect width="1" height="1"/><!--${' '.repeat(100 * 1024 * 1024)}--></svg>`;
    const start = performance.now();
    expect(serializeSvg(sanitizeSvg(padded))).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="1" height="1"/></svg>');
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it('refuses whitespace padding past the markup cap, parameter entities and unquoted attributes without crashing', () => {
    expect(reasonOf('<svg><!ENTITY % a "x"></svg>')).toBe('doctype');
    expect(reasonOf('<svg width=10></svg>')).toBe('malformed');
    expect(reasonOf('<svg><g></svg>')).toBe('malformed');
    expect(reasonOf('<svg/><svg/>')).toBe('not_svg');
    expect(reasonOf('')).toBe('not_svg');
    expect(reasonOf(`<svg><text>${'字'.repeat(17 * 1024 * 1024)}</text></svg>`)).toBe('too_long');
  });
});
