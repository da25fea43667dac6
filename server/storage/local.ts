import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertAssetKey, contentTypeOf, type AssetStore } from './types.ts';

/**
 * Assets as files under `root` (DATA_DIR/assets by default). A write goes to a
 * temporary file first and is renamed into place, so a crash never leaves a
 * half-written asset under its real key.
 */
export function createLocalAssetStore(root: string): AssetStore {
  const pathOf = (key: string) => {
    assertAssetKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putFile(key, path) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
        return;
      } catch (error) {
        // The upload directory may be on another filesystem than ASSET_DIR (a shared mount): copy, then rename.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      }
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await copyFile(path, temporary);
        await rename(temporary, target);
        await rm(path, { force: true });
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key) {
      try {
        const handle = await open(pathOf(key));
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), contentType: contentTypeOf(key), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
