import { strings } from '../../../shared/strings.ts';
import { MAX_IMPORT_BYTES } from '../../../../workers/core/workFile/zip.ts';
import { readWorksFile } from '../export/zipClient.ts';
import { addWorks } from '../library/library.ts';
import { serializeWork } from '../../../../workers/core/works/rules/workContent.ts';
import type { WorksRuntime } from '../runtime.ts';

/**
 * Import of a file exported by this app (.zip or .json): the zip worker
 * validates and migrates every work; good ones are added under new ids,
 * bad ones are counted and named in the message. Resolves with the toast text.
 */
export async function importWorksFile(runtime: Pick<WorksRuntime, 'repo' | 'channel' | 'clock' | 'newId' | 'storage' | 'identity'>, file: File): Promise<{ added: number; message: string }> {
  const t = strings.works.import;
  if (file.size > MAX_IMPORT_BYTES) return { added: 0, message: t.tooLarge };
  let result;
  try {
    result = await readWorksFile(file, file.name);
  } catch {
    return { added: 0, message: t.corrupt };
  }
  if (!result.ok) return { added: 0, message: result.reason === 'tooLarge' ? t.tooLarge : result.reason === 'newer' ? t.newer : result.reason === 'empty' ? t.empty : t.corrupt };
  if (result.works.length === 0) {
    const first = result.failed[0];
    return { added: 0, message: first?.reason === 'newer' ? t.newer : first?.detail || t.corrupt };
  }
  const added = await addWorks(
    runtime,
    result.works.map((work) => {
      // Re-serialised here so the stored hash is of exactly the stored text.
      const serialized = serializeWork(JSON.parse(work.content));
      return { kind: work.kind, name: work.name, schemaVersion: work.schemaVersion, createdAt: work.createdAt, ...serialized };
    }),
  );
  const message = result.failed.length > 0 ? t.partial(added.length, result.failed.length) : t.done(added.length);
  return { added: added.length, message };
}
