// A small XML reader for icon SVG. Workers have no DOMParser, and an icon needs only
// elements and attributes: text, comments, processing instructions, CDATA and DOCTYPE are
// skipped, and no entity beyond the five predefined ones and character references is
// expanded (no external or internal DTD entities, so no entity tricks).

export interface XmlElement {
  /** Local name, namespace prefix removed. */
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
}

export class SvgError extends Error {
  override readonly name = 'SvgError';
}

export const SVG_MAX_CHARS = 2_000_000;
const MAX_ELEMENTS = 20_000;
const MAX_DEPTH = 64;

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return PREDEFINED[body] ?? whole;
  });
}

const TAG = /<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon >= 0 ? name.slice(colon + 1) : name;
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1] ?? '';
    if (name === '__proto__') continue;
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attrs;
}

/** Skips `<!…>` constructs (comment, CDATA, DOCTYPE with an internal subset); returns the index after them. */
function skipDeclaration(text: string, at: number): number {
  const skipTo = (marker: string, from: number) => {
    const end = text.indexOf(marker, from);
    if (end < 0) throw new SvgError('unterminated declaration');
    return end + marker.length;
  };
  if (text.startsWith('<!--', at)) return skipTo('-->', at + 4);
  if (text.startsWith('<![CDATA[', at)) return skipTo(']]>', at + 9);
  const bracket = text.indexOf('[', at);
  const close = text.indexOf('>', at);
  if (bracket >= 0 && close >= 0 && bracket < close) return skipTo('>', skipTo(']', bracket));
  return skipTo('>', at);
}

/** The root element of `text`; throws SvgError when it is not well-formed enough to trust. */
export function parseXml(text: string): XmlElement {
  if (text.length > SVG_MAX_CHARS) throw new SvgError('svg too large');
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let count = 0;
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open < 0) break;
    if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open);
      if (end < 0) throw new SvgError('unterminated processing instruction');
      at = end + 2;
    } else if (text.startsWith('<!', open)) {
      at = skipDeclaration(text, open);
    } else if (text.startsWith('</', open)) {
      const end = text.indexOf('>', open);
      if (end < 0) throw new SvgError('unterminated end tag');
      const name = localName(text.slice(open + 2, end).trim());
      const top = stack.pop();
      if (!top || top === root || top.name !== name) throw new SvgError(`unexpected </${name}>`);
      at = end + 1;
    } else {
      TAG.lastIndex = open;
      const tag = TAG.exec(text);
      if (!tag) throw new SvgError('malformed tag');
      const element: XmlElement = { name: localName(tag[1] ?? ''), attrs: parseAttributes(tag[2] ?? ''), children: [] };
      count += 1;
      if (count > MAX_ELEMENTS) throw new SvgError('too many elements');
      stack[stack.length - 1]?.children.push(element);
      if (tag[3] !== '/') {
        stack.push(element);
        if (stack.length > MAX_DEPTH) throw new SvgError('nested too deeply');
      }
      at = open + tag[0].length;
    }
  }
  if (stack.length !== 1) throw new SvgError('unclosed element');
  const first = root.children[0];
  if (!first || root.children.length !== 1) throw new SvgError('expected one root element');
  return first;
}
