/** One picture 我的图片 offers: where it came from and, when known, its pixel size. */
export interface MyPicture {
  hash: string;
  source: 'tool' | 'work';
  width: number;
  height: number;
}

/**
 * The pictures of 我的图片 in order: the image tools' latest results first (newest first),
 * then the pictures of works not already listed. A picture is listed once.
 */
export function myPictures(recent: readonly { hash: string; width: number; height: number }[], works: readonly string[]): MyPicture[] {
  const seen = new Set<string>();
  const out: MyPicture[] = [];
  for (const r of recent) {
    if (seen.has(r.hash)) continue;
    seen.add(r.hash);
    out.push({ hash: r.hash, source: 'tool', width: r.width, height: r.height });
  }
  for (const hash of works) {
    if (seen.has(hash)) continue;
    seen.add(hash);
    out.push({ hash, source: 'work', width: 0, height: 0 });
  }
  return out;
}
