/**
 * A valid SVG of exactly `size` bytes: a small logo (a rectangle and a path, both vectors in the
 * PDF) padded with one comment, which the sanitiser skips with one scan (docs/pdf.md). For PDF
 * uploads of any size without megabytes of real drawing.
 */
export function paddedSvg(size: number): Buffer {
  const head = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect x="10" y="10" width="120" height="80" fill="#c00"/>' +
      '<path d="M200 20 C260 20 300 60 300 120 L200 200 Z" fill="none" stroke="#036" stroke-width="6"/><!--',
  );
  const tail = Buffer.from('--></svg>\n');
  const file = Buffer.alloc(size, 0x20);
  head.copy(file, 0);
  tail.copy(file, size - tail.length);
  return file;
}
