import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressTree } from './precompress.mjs';

const dir = mkdtempSync(join(tmpdir(), 'bzsj-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressing a build', () => {
  const manifest = JSON.stringify({ slices: Array.from({ length: 500 }, (_, i) => ({ ranges: `${i}+3`, files: { 400: `f-${i}.woff` } })) });
  mkdirSync(join(dir, 'fonts'));
  writeFileSync(join(dir, 'fonts', 'manifest.json'), manifest);
  writeFileSync(join(dir, 'fonts', 'slice.woff'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'tiny.json'), '{"a":1}');

  it('writes brotli and gzip siblings of text files that decode to the original', async () => {
    const result = await precompressTree(dir);
    expect(result.compressed).toBe(1);
    const base = join(dir, 'fonts', 'manifest.json');
    expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(manifest);
    expect(gunzipSync(readFileSync(`${base}.gz`)).toString()).toBe(manifest);
    expect(readFileSync(`${base}.br`).length).toBeLessThan(manifest.length / 4);
  });

  it('leaves fonts (already compressed) and files under 1 KB alone', () => {
    expect(existsSync(join(dir, 'fonts', 'slice.woff.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.json.gz'))).toBe(false);
  });

  it('does nothing the second time, and redoes a file that changed', async () => {
    expect(await precompressTree(dir)).toMatchObject({ compressed: 0, upToDate: 1 });
    const base = join(dir, 'fonts', 'manifest.json');
    const changed = manifest.replace('f-1.woff', 'g-1.woff');
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(base, changed);
    expect(await precompressTree(dir)).toMatchObject({ compressed: 1 });
    expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(changed);
  });
});
