import { assetHashesInJson } from '../../../../workers/core/model/index.ts';
import type { WorksRuntime } from '../runtime.ts';

/** How many pictures of works the editor's 我的图片 lists at most. */
export const WORK_PICTURES_MAX = 60;

/**
 * The pictures the user's works use (image layers and picture backgrounds, asset:<md5>), most
 * recently edited work first, each once: what the editor's 我的图片 offers to add again. The
 * works are read from IndexedDB as the works tab reads them; the content is scanned as text.
 */
export async function workPictureHashes(runtime: Pick<WorksRuntime, 'repo' | 'identity' | 'recovered'>, max = WORK_PICTURES_MAX): Promise<string[]> {
  await runtime.recovered.catch(() => undefined);
  const records = await runtime.repo.list(runtime.identity().owner);
  const live = records.filter((record) => record.deletedAt === null).sort((a, b) => b.updatedAt - a.updatedAt);
  const hashes = new Set<string>();
  for (const record of live) {
    for (const hash of assetHashesInJson(record.content)) {
      hashes.add(hash);
      if (hashes.size >= max) return [...hashes];
    }
  }
  return [...hashes];
}
