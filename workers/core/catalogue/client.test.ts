import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOAD_FAILED, CatalogueError, createCatalogueClient } from './client.ts';

const index = {
  version: 'v1',
  files: { colors: { url: 'catalogue/colors.json', v: 'abc123' }, surname: { url: 'catalogue/surname.json', v: 'def456' } },
  templates: { url: 'catalogue/templates/index.json', v: 't1', count: 1 },
  cards: { url: 'catalogue/cards/index.json', v: 'c1', count: 1 },
};

function fakeFetch(files: Record<string, unknown>, log: string[]) {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    log.push(`${url.pathname}${url.search}`);
    const body = files[url.pathname];
    if (body === undefined) return new Response('missing', { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('catalogue client', () => {
  it('asks for the index with a 5-minute time bucket and each list with its content version', async () => {
    const log: string[] = [];
    const client = createCatalogueClient({ base: 'https://app.test/', now: () => 900_000, fetch: fakeFetch({ '/catalogue/index.json': index, '/catalogue/colors.json': ['#111111,#222222,#333333'] }, log) });
    expect(await client.palettes()).toEqual(['#111111,#222222,#333333']);
    expect(log).toEqual(['/catalogue/index.json?t=3', '/catalogue/colors.json?v=abc123']);
  });

  it('serves repeated reads from memory, and retries after a failure', async () => {
    const log: string[] = [];
    const files: Record<string, unknown> = { '/catalogue/index.json': index };
    const client = createCatalogueClient({ base: 'https://app.test/', fetch: fakeFetch(files, log) });
    await expect(client.palettes()).rejects.toBeInstanceOf(CatalogueError);
    files['/catalogue/colors.json'] = ['#111111,#222222,#333333'];
    await client.palettes();
    await client.palettes();
    expect(log.filter((l) => l.startsWith('/catalogue/colors.json'))).toHaveLength(2);
  });

  it('refuses a file that does not match its shape, with a message for the user', async () => {
    const client = createCatalogueClient({ base: 'https://app.test/', fetch: fakeFetch({ '/catalogue/index.json': index, '/catalogue/surname.json': [{ wrong: true }] }, []) });
    const error = await client.surnames().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as CatalogueError).message).toBe(CATALOGUE_LOAD_FAILED);
  });

  it('resolves paths against the site root', async () => {
    const client = createCatalogueClient({ base: 'https://app.test/sub/', fetch: fakeFetch({}, []) });
    expect(client.url('catalogue/templates/L0100.svg')).toBe('https://app.test/sub/catalogue/templates/L0100.svg');
    await expect(client.file('catalogue/x.json', z.unknown(), '?v=1')).rejects.toBeInstanceOf(CatalogueError);
  });

  it('gives a worker the very address a path page is read from (one HTTP cache entry)', async () => {
    const log: string[] = [];
    const files = {
      '/catalogue/index.json': { ...index, files: { ...index.files, icons: { url: 'catalogue/icons.json', v: 'i1' } } },
      '/catalogue/icons.json': { name: 'icons', url: 'catalogue/icons/page-{page}.json', page_num: 1, categories: [], items: [] },
      '/catalogue/icons/page-3.json': { cup: 'M0 0h1' },
    };
    const client = createCatalogueClient({ base: 'https://app.test/', fetch: fakeFetch(files, log) });
    expect(await client.iconPaths(3)).toEqual({ cup: 'M0 0h1' });
    expect(await client.iconPageUrl(3)).toBe(`https://app.test${log.at(-1)}`);
  });
});
