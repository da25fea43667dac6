// 4-connected components of a predicate over the pixel grid, with sizes.

export interface Components {
  /** Component id per pixel, -1 where the predicate is false. */
  labels: Int32Array;
  sizes: number[];
}

export function connectedComponents(width: number, height: number, inside: (i: number) => boolean, joins: (a: number, b: number) => boolean = () => true): Components {
  const n = width * height;
  const labels = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const queue = new Int32Array(n);
  for (let start = 0; start < n; start += 1) {
    if (labels[start] !== -1 || !inside(start)) continue;
    const id = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = id;
    while (head < tail) {
      const p = queue[head++] ?? 0;
      const x = p % width;
      // Left, right, up, down (no array per pixel).
      for (let d = 0; d < 4; d += 1) {
        const q = d === 0 ? (x > 0 ? p - 1 : -1) : d === 1 ? (x < width - 1 ? p + 1 : -1) : d === 2 ? p - width : p < n - width ? p + width : -1;
        if (q < 0 || labels[q] !== -1 || !inside(q) || !joins(p, q)) continue;
        labels[q] = id;
        queue[tail++] = q;
      }
    }
    sizes.push(tail);
  }
  return { labels, sizes };
}
