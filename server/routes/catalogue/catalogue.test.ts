import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, CATALOGUE_OUT_DIR } from '../../../scripts/catalogue/build-catalogue.mjs';
import { openDatabase } from '../../db/open.ts';
import type { Db } from '../../db/types.ts';
import { createTestDatabase, request, startTestServer, type RunningServer, type TestDatabase } from '../../testing/testServer.ts';
import { syncCatalogue } from './seed.ts';

interface LogoRecord {
  id: string;
  name: string;
  title: string;
  category: number;
  sub: number;
  kind: string;
  jp: string;
  create_at: string;
  thumb: string;
  url: string;
}
interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

let server: RunningServer;
const get = async <T,>(path: string) => {
  const response = await request(`${server.url}${path}`);
  return { status: response.status, body: response.body as T };
};

beforeAll(async () => {
  await buildCatalogue();
  server = await startTestServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/logos/list', () => {
  it('pages 20 at a time by default, with no code field, every record complete', async () => {
    const { status, body } = await get<Page<LogoRecord>>('/api/logos/list');
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('code');
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    expect(body.total).toBeGreaterThanOrEqual(240);
    expect(body.list).toHaveLength(20);
    for (const record of body.list) {
      expect(record.create_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(record.thumb).toMatch(/^catalogue\/templates\/\w+\.svg$/);
      expect(record.url).toMatch(/^catalogue\/templates\/\w+\.json$/);
    }
  });

  it('walks every page once: no record twice, none missing, empty past the end', async () => {
    const first = await get<Page<LogoRecord>>('/api/logos/list?pageSize=50');
    const pages = Math.ceil(first.body.total / 50);
    const ids: string[] = [];
    for (let page = 1; page <= pages; page += 1) ids.push(...(await get<Page<LogoRecord>>(`/api/logos/list?pageSize=50&page=${page}`)).body.list.map((r) => r.id));
    expect(ids).toHaveLength(first.body.total);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await get<Page<LogoRecord>>(`/api/logos/list?pageSize=50&page=${pages + 1}`)).body.list).toEqual([]);
  });

  it('orderBy create_at desc lists the newest first', async () => {
    const { body } = await get<Page<LogoRecord>>('/api/logos/list?orderBy=create_at%20desc&pageSize=100');
    const dates = body.list.map((r) => r.create_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('jp finds by pinyin initials, full pinyin and Chinese words', async () => {
    const initials = await get<Page<LogoRecord>>('/api/logos/list?jp=kf&pageSize=100');
    expect(initials.body.list.length).toBeGreaterThan(0);
    expect(initials.body.list.some((r) => r.title.includes('咖啡'))).toBe(true);
    for (const r of initials.body.list) expect(r.jp.split(' ').some((key) => key.startsWith('kf')) || r.name.includes('kf')).toBe(true);
    const full = await get<Page<LogoRecord>>('/api/logos/list?jp=kafei&pageSize=100');
    expect(full.body.list.map((r) => r.id).sort()).toEqual(expect.arrayContaining(initials.body.list.filter((r) => r.title.includes('咖啡')).map((r) => r.id)));
    const chinese = await get<Page<LogoRecord>>(`/api/logos/list?jp=${encodeURIComponent('餐饮')}&pageSize=100`);
    expect(chinese.body.total).toBeGreaterThanOrEqual(10);
    expect(chinese.body.list.every((r) => r.category === 1)).toBe(true);
    const none = await get<Page<LogoRecord>>(`/api/logos/list?jp=${encodeURIComponent('不存在的词语')}`);
    expect(none.body).toMatchObject({ list: [], total: 0 });
  });

  it('a search term the moderation lists refuse finds nothing and says why', async () => {
    const { status, body } = await get<Page<LogoRecord> & { refused?: string }>(`/api/logos/list?jp=${encodeURIComponent('法 轮 功')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ list: [], total: 0, refused: expect.stringContaining('「法轮功」涉及政治敏感内容') });
  });

  it('treats search text literally (no SQL, no LIKE wildcards)', async () => {
    for (const q of ["%' OR 1=1 --", '%', '_', '\\']) {
      const { status, body } = await get<Page<LogoRecord>>(`/api/logos/list?jp=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.total).toBe(0);
    }
  });

  it('category, category! (图案LOGO excludes surname and letter logos) and sub filter', async () => {
    const food = await get<Page<LogoRecord>>('/api/logos/list?category=1&pageSize=100');
    expect(food.body.total).toBe(10);
    expect(food.body.list.every((r) => r.category === 1)).toBe(true);
    const all = await get<Page<LogoRecord>>('/api/logos/list?pageSize=1');
    const pattern = await get<Page<LogoRecord>>(`/api/logos/list?${encodeURIComponent('category!')}=90,91&pageSize=100`);
    const special = await get<Page<LogoRecord>>('/api/logos/list?category=90,91&pageSize=100');
    expect(special.body.total).toBeGreaterThan(0);
    expect(pattern.body.total).toBe(all.body.total - special.body.total);
    expect(pattern.body.list.every((r) => r.kind === 'pattern')).toBe(true);
    const coffee = await get<Page<LogoRecord>>('/api/logos/list?sub=106&pageSize=100');
    expect(coffee.body.total).toBeGreaterThan(0);
    expect(coffee.body.list.every((r) => r.sub === 106)).toBe(true);
  });

  it('groupBy returns the first pageSize of each group with its total; fields picks columns', async () => {
    const { body } = await get<{ groups: Array<{ key: number; total: number; list: LogoRecord[] }> }>('/api/logos/list?groupBy=category&pageSize=3');
    expect(body.groups.length).toBeGreaterThanOrEqual(22);
    for (const group of body.groups) {
      expect(group.list.length).toBeLessThanOrEqual(3);
      expect(group.list.every((r) => r.category === group.key)).toBe(true);
    }
    expect(body.groups.find((g) => g.key === 1)?.total).toBe(10);
    const slim = await get<Page<Record<string, unknown>>>('/api/logos/list?fields=name,thumb&pageSize=2');
    for (const record of slim.body.list) expect(Object.keys(record).sort()).toEqual(['id', 'name', 'thumb']);
  });

  it('refuses bad parameters with 400 / 40000 naming them', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'page=abc', 'orderBy=password', 'fields=secret', 'category=1;DROP', 'groupBy=kind', `jp=${'x'.repeat(51)}`]) {
      const { status, body } = await get<{ code: number; msg: string }>(`/api/logos/list?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe(40000);
      expect(body.msg).toMatch(/参数错误/);
    }
  });
});

describe('GET /api/cards/list', () => {
  it('pages the card templates 20 at a time and filters by category', async () => {
    const all = await get<Page<{ id: string; category: number }>>('/api/cards/list');
    expect(all.body).toMatchObject({ page: 1, pageSize: 20, total: 60 });
    expect(all.body.list).toHaveLength(20);
    const business = await get<Page<{ id: string; category: number }>>('/api/cards/list?category=1');
    expect(business.body.total).toBe(4);
    expect(business.body.list.every((c) => c.category === 1)).toBe(true);
    expect((await get<Page<unknown>>('/api/cards/list?page=4')).body.list).toEqual([]);
    expect((await get<{ code: number }>('/api/cards/list?category=x')).status).toBe(400);
  });
});

describe('categories', () => {
  it('sys/get lists 姓氏LOGO and 字母LOGO with their styles', async () => {
    const { body } = await get<{ v: Array<{ id: number; name: string; sub: Array<{ name: string }> }> }>('/api/sys/get?k=logo_category');
    expect(body.v.find((c) => c.id === 90)).toMatchObject({ name: '姓氏LOGO', sub: [{ name: '印章' }, { name: '圆形' }, { name: '方形' }, { name: '书法' }] });
    expect(body.v.find((c) => c.id === 91)?.name).toBe('字母LOGO');
  });
});

describe('catalogue sync', () => {
  let database: TestDatabase;
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase(database.config);
    const { loadMigrations, migrate } = await import('../../db/migrate.ts');
    await migrate(db, await loadMigrations());
    dir = mkdtempSync(join(tmpdir(), 'bzsj-sync-'));
    cpSync(join(CATALOGUE_OUT_DIR, 'templates', 'index.json'), join(dir, 'templates', 'index.json'), { recursive: true });
    cpSync(join(CATALOGUE_OUT_DIR, 'cards', 'index.json'), join(dir, 'cards', 'index.json'), { recursive: true });
  });
  afterAll(async () => {
    await db?.close();
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('syncs once per catalogue version, drops removed templates and keeps rows ops added', async () => {
    expect((await syncCatalogue(db, dir)).map((r) => r.status)).toEqual(['synced', 'synced']);
    expect((await syncCatalogue(db, dir)).map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    await db.query(`INSERT INTO logo_template (id, name, title, category, kind, layout, create_at, thumb, url, source) VALUES ('OPS1', '运营', '运营', 1, 'pattern', 'top-bottom', now(), 't', 'u', 'ops')`);
    const path = join(dir, 'templates', 'index.json');
    const rows = JSON.parse(readFileSync(path, 'utf8')) as LogoRecord[];
    writeFileSync(path, JSON.stringify(rows.slice(1)));
    expect((await syncCatalogue(db, dir))[0]).toEqual({ table: 'logo_template', status: 'synced', rows: rows.length - 1 });
    const ids = (await db.query<{ id: string }>('SELECT id FROM logo_template')).rows.map((r) => r.id);
    expect(ids).not.toContain(rows[0]?.id);
    expect(ids).toContain('OPS1');
  });

  it('a missing catalogue is reported, not fatal', async () => {
    expect((await syncCatalogue(db, join(dir, 'nowhere'))).map((r) => r.status)).toEqual(['missing', 'missing']);
  });
});
