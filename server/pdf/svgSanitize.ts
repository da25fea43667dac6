/**
 * SVG sanitiser for vector→PDF (docs/pdf.md). A small, bounded XML reader of
 * our own instead of a DOM: it never expands entities, never resolves a
 * DOCTYPE, never follows a reference, and skips comments with one indexOf, so
 * a 120 MB file padded with a comment costs a scan, not a tree.
 *
 * Policy: things that are dangerous by intent (script, event handlers,
 * foreignObject, DOCTYPE/entities, external or file references) reject the
 * whole file with a reason the user can act on; things that are merely
 * unsupported (metadata, editor namespaces, style sheets, animation) are
 * dropped silently, as real editors' files are full of them.
 */

export type SvgRejectReason = 'not_svg' | 'file_too_large' | 'malformed' | 'doctype' | 'script' | 'foreign_object' | 'external_ref' | 'too_many_elements' | 'too_deep' | 'too_long';

export class SvgRejected extends Error {
  constructor(
    readonly reason: SvgRejectReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'SvgRejected';
  }
}

export interface SanitizeLimits {
  maxElements: number;
  maxDepth: number;
  /** Longest attribute value (a path's d, a data: image). */
  maxAttributeLength: number;
  /** Markup kept after comments and whitespace runs are dropped. */
  maxMarkupChars: number;
}

/**
 * One SVG file, before decoding: the task may hold up to limitsize (2048 MB) in all, but a
 * single file is decoded to one string (V8 caps strings near 512 M characters).
 */
export const MAX_SVG_FILE_BYTES = 256 * 1024 * 1024;

export const defaultSanitizeLimits: SanitizeLimits = {
  maxElements: 20_000,
  maxDepth: 48,
  maxAttributeLength: 2_000_000,
  maxMarkupChars: 16 * 1024 * 1024,
};

export interface SvgNode {
  name: string;
  attrs: Record<string, string>;
  children: (SvgNode | string)[];
}

const KEPT = new Set([
  'svg', 'g', 'defs', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'use', 'symbol', 'image', 'a',
]);
const REJECTED: Record<string, SvgRejectReason> = {
  script: 'script', handler: 'script', listener: 'script',
  foreignObject: 'foreign_object', iframe: 'foreign_object', object: 'foreign_object', embed: 'foreign_object',
};
const TEXT_PARENTS = new Set(['text', 'tspan', 'textPath']);
const HREF_ELEMENTS = new Set(['use', 'image', 'linearGradient', 'radialGradient', 'pattern', 'textPath']);
const DATA_IMAGE = /^data:image\/(png|jpeg|jpg);base64,[A-Za-z0-9+/=\s]*$/;
const NAME = /[A-Za-z_][-A-Za-z0-9_.:]*/y;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_.:]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]*);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (_all, ref: string) => {
    if (ref.startsWith('#')) {
      const cp = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff) throw new SvgRejected('malformed', `bad character reference &${ref};`);
      return String.fromCodePoint(cp);
    }
    const named = NAMED[ref];
    // Any other name would need a DTD: there is none we accept.
    if (named === undefined) throw new SvgRejected('doctype', `entity &${ref};`);
    return named;
  });
}

/** Only `url(#id)` may appear: anything else in url() could point at a file or a host. */
function checkUrls(value: string): void {
  const lower = value.toLowerCase();
  if (lower.includes('@import') || lower.includes('expression(') || lower.includes('javascript:')) throw new SvgRejected('external_ref', value.slice(0, 80));
  for (const match of value.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)) {
    if (!(match[2] ?? '').trim().startsWith('#')) throw new SvgRejected('external_ref', (match[2] ?? '').slice(0, 80));
  }
}

function cleanAttributes(element: string, raw: Record<string, string>): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) throw new SvgRejected('script', `${name} on <${element}>`);
    if (lower === 'href' || lower === 'xlink:href') {
      const target = value.trim();
      const ok = target.startsWith('#') ? HREF_ELEMENTS.has(element) : element === 'image' && DATA_IMAGE.test(target);
      if (!ok && element !== 'a') throw new SvgRejected('external_ref', target.slice(0, 80));
      if (ok) attrs['xlink:href'] = target;
      continue;
    }
    // xmlns*, editor namespaces (inkscape:, sodipodi:) and xml:base are dropped; xml:space keeps meaning.
    if (lower.startsWith('xmlns') || (name.includes(':') && name !== 'xml:space')) continue;
    checkUrls(value);
    attrs[name] = value;
  }
  return attrs;
}

function lineOf(source: string, index: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < index; i = source.indexOf('\n', i + 1)) line += 1;
  return line;
}

/**
 * Parses and cleans one SVG file. Throws SvgRejected (never anything else
 * for bad input) with the reason shown to the user.
 */
export function sanitizeSvg(source: string, limits: SanitizeLimits = defaultSanitizeLimits): SvgNode {
  const root: SvgNode = { name: '#root', attrs: {}, children: [] };
  // Each open element: the node children go to (null while inside a dropped subtree) and its name.
  const stack: { node: SvgNode | null; name: string; tag: string }[] = [{ node: root, name: '#root', tag: '#root' }];
  let elements = 0;
  let markup = 0;
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const malformed = (what: string) => new SvgRejected('malformed', `${what} (line ${lineOf(source, i)})`);

  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > i) {
      const top = stack[stack.length - 1];
      if (top?.node && TEXT_PARENTS.has(top.name)) {
        const text = decodeText(source.slice(i, textEnd));
        markup += text.length;
        if (markup > limits.maxMarkupChars) throw new SvgRejected('too_long', `more than ${limits.maxMarkupChars} characters of markup`);
        top.node.children.push(text);
      } else if (source.slice(i, Math.min(textEnd, i + 4096)).includes('&')) {
        decodeText(source.slice(i, Math.min(textEnd, i + 4096)));
      }
    }
    if (lt === -1) break;
    i = lt;
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      if (end === -1) throw malformed('unclosed comment');
      i = end + 3;
      continue;
    }
    if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i + 2);
      if (end === -1) throw malformed('unclosed processing instruction');
      i = end + 2;
      continue;
    }
    if (source.startsWith('<![CDATA[', i)) {
      const end = source.indexOf(']]>', i + 9);
      if (end === -1) throw malformed('unclosed CDATA');
      const top = stack[stack.length - 1];
      if (top?.node && TEXT_PARENTS.has(top.name)) top.node.children.push(source.slice(i + 9, end));
      i = end + 3;
      continue;
    }
    if (source.startsWith('<!', i)) throw new SvgRejected('doctype', source.slice(i, i + 40));
    if (source.startsWith('</', i)) {
      NAME.lastIndex = i + 2;
      const match = NAME.exec(source);
      const close = source.indexOf('>', i);
      const top = stack.pop();
      if (!match || close === -1 || !top || top.tag !== match[0] || stack.length === 0) throw malformed('mismatched closing tag');
      i = close + 1;
      continue;
    }
    NAME.lastIndex = i + 1;
    const nameMatch = NAME.exec(source);
    if (!nameMatch) throw malformed('bad tag');
    const qualified = nameMatch[0];
    const name = qualified.startsWith('svg:') ? qualified.slice(4) : qualified;
    let at = NAME.lastIndex;
    const raw: Record<string, string> = {};
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attr = ATTRIBUTE.exec(source);
      if (!attr) break;
      const value = attr[2] ?? attr[3] ?? '';
      if (value.length > limits.maxAttributeLength) throw new SvgRejected('too_long', `${attr[1]} on <${name}>: ${value.length} characters`);
      if (Object.prototype.hasOwnProperty.call(raw, attr[1] ?? '')) throw malformed('duplicate attribute');
      raw[attr[1] ?? ''] = value.includes('&') ? decodeText(value) : value;
      markup += value.length;
      at = ATTRIBUTE.lastIndex;
    }
    while (at < source.length && /\s/.test(source[at] ?? '')) at += 1;
    const selfClosing = source.startsWith('/>', at);
    if (!selfClosing && source[at] !== '>') throw malformed(`bad tag <${name}>`);
    i = at + (selfClosing ? 2 : 1);

    elements += 1;
    if (elements > limits.maxElements) throw new SvgRejected('too_many_elements', `more than ${limits.maxElements} elements`);
    if (stack.length > limits.maxDepth) throw new SvgRejected('too_deep', `nesting deeper than ${limits.maxDepth}`);
    if (markup > limits.maxMarkupChars) throw new SvgRejected('too_long', `more than ${limits.maxMarkupChars} characters of markup`);
    const rejected = REJECTED[name] ?? REJECTED[qualified];
    if (rejected) throw new SvgRejected(rejected, `<${qualified}>`);

    const parent = stack[stack.length - 1];
    let node: SvgNode | null = null;
    if (parent?.node && KEPT.has(name)) {
      // Attributes are checked even on kept-but-renamed elements; <a> becomes a group without its link.
      const attrs = cleanAttributes(name, raw);
      node = { name: name === 'a' ? 'g' : name, attrs, children: [] };
      if (name === 'image' && !attrs['xlink:href']) node = null;
      if (node) parent.node.children.push(node);
    } else {
      // Dropped subtrees are still checked: a script inside <metadata> is still a script.
      cleanAttributes(name, raw);
    }
    if (parent?.node === root && name !== 'svg') throw new SvgRejected('not_svg', `root element <${qualified}>`);
    if (!selfClosing) stack.push({ node, name: name === 'a' ? 'g' : name, tag: qualified });
  }
  if (stack.length !== 1) throw new SvgRejected('malformed', `unclosed <${stack[stack.length - 1]?.name}>`);
  const svg = root.children[0];
  if (!svg || typeof svg === 'string' || svg.name !== 'svg' || root.children.length !== 1) throw new SvgRejected('not_svg', 'no single <svg> root');
  return svg;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Writes a cleaned tree back as SVG text (what svg-to-pdfkit parses). */
export function serializeSvg(node: SvgNode, top = true): string {
  const attrs = { ...node.attrs };
  if (top) {
    attrs.xmlns = 'http://www.w3.org/2000/svg';
    attrs['xmlns:xlink'] = 'http://www.w3.org/1999/xlink';
  }
  const head = `<${node.name}${Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('')}`;
  if (node.children.length === 0) return `${head}/>`;
  const body = node.children.map((child) => (typeof child === 'string' ? escapeText(child) : serializeSvg(child, false))).join('');
  return `${head}>${body}</${node.name}>`;
}
