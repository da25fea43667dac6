import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODEL_DIR, PERSON_MODEL_FILE, runtimeFiles } from '../../workers/image/segmentation/modelAssets.ts';
import { copyModels, modelSources } from './copy-models.mjs';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('model files for the build', () => {
  it('copies every file the worker asks for, byte for byte, and skips them when up to date', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'models-'));
    dirs.push(outDir);
    const first = await copyModels({ outDir });
    const wanted = [PERSON_MODEL_FILE, ...[true, false].flatMap((simd) => Object.values(runtimeFiles(simd)))];
    expect(first.copied.sort()).toEqual([...wanted].sort());
    const files = await readdir(outDir);
    for (const name of wanted) expect(files).toContain(name);
    for (const { from, to } of modelSources()) expect((await stat(join(outDir, to))).size).toBe((await stat(from)).size);
    const second = await copyModels({ outDir });
    expect(second.copied).toEqual([]);
    expect(MODEL_DIR).toBe('models/');
  });
});
