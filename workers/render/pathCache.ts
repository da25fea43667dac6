/**
 * Path2D objects by their SVG path data. Parsing glyph outlines is much of drawing a text
 * layer, and the same data is drawn again and again: coarse then sharp rasters, plain draws
 * on every refresh while a large work opens, and a moved layer (a new object, the same path).
 */
const MAX_PATHS = 2048;
const paths = new Map<string, Path2D>();

export function cachedPath(d: string): Path2D {
  let path = paths.get(d);
  if (path) {
    // Most recently used last: the first entry is the one to drop.
    paths.delete(d);
  } else {
    path = new Path2D(d);
    if (paths.size >= MAX_PATHS) {
      const oldest = paths.keys().next();
      if (!oldest.done) paths.delete(oldest.value);
    }
  }
  paths.set(d, path);
  return path;
}
