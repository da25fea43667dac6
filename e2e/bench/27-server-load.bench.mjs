// Server under load: 200 concurrent clients polling what every waiting page
// polls (signed POST /api/v4/wechatstate on a pending WeChat login, and
// GET /api/v4/getutctime), first against one node, then against two nodes on
// the same PostgreSQL (clients split between them). Each node is a real
// server/main.ts process; the database is a throwaway local PostgreSQL
// cluster (Debian's, scripts/ensure-postgres.sh). BENCH_LOAD_SECONDS sets
// how long each run lasts (default 30).
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

export const name = 'server load (200 clients)';

const clients = 200;
const seconds = Number(process.env.BENCH_LOAD_SECONDS || 30);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

async function runLoad(nodes, { signedBody }) {
  const now = () => Math.floor(Date.now() / 1000);
  const post = (url, body, ip) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  // One pending login tag per client, each client its own visitor address (per-address limits are not what is measured).
  const tags = [];
  for (let i = 0; i < clients; i += 1) {
    const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const response = await post(`${nodes[i % nodes.length].url}/api/v4/wechatguid`, signedBody({}, now()), ip);
    tags.push({ ip, tag: (await response.json()).logintag });
  }
  const before = nodes.map((node) => rssMb(node.child.pid));
  const times = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    tags.map(async ({ ip, tag }, index) => {
      const base = nodes[index % nodes.length].url;
      let turn = index;
      while (Date.now() < end) {
        turn += 1;
        const start = performance.now();
        try {
          const response =
            turn % 2 === 0
              ? await post(`${base}/api/v4/wechatstate`, signedBody({ logintag: tag }, now()), ip)
              : await fetch(`${base}/api/v4/getutctime`, { headers: { 'x-forwarded-for': ip } });
          const body = await response.json();
          if (!response.ok || (body.code !== undefined && body.code !== 10000 && body.code !== 19100)) errors += 1;
        } catch {
          errors += 1;
        }
        times.push(performance.now() - start);
      }
    }),
  );
  const after = nodes.map((node) => rssMb(node.child.pid));
  times.sort((x, y) => x - y);
  return { count: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? 0, errors, before, after };
}

export async function run() {
  register();
  const { startPostgresCluster, startNodeProcess } = await import('../../server/testing/postgresCluster.ts');
  const { signedBody } = await import('../../server/testing/signing.ts');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(join(tmpdir(), 'bzsj-load-'));
  const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'error' };
  const nodes = [];
  const rows = [];
  const ms = (value) => `${value.toFixed(1)} ms`;
  try {
    nodes.push(await startNodeProcess(env));
    for (const count of [1, 2]) {
      if (nodes.length < count) nodes.push(await startNodeProcess(env));
      const result = await runLoad(nodes.slice(0, count), { signedBody });
      const label = `${count} node${count > 1 ? 's' : ''}`;
      rows.push(
        { what: `${label}: requests in ${seconds} s (${clients} clients)`, value: String(result.count) },
        { what: `${label}: p50 / p99 / max`, value: `${ms(result.p50)} / ${ms(result.p99)} / ${ms(result.max)}` },
        { what: `${label}: errors`, value: String(result.errors) },
        { what: `${label}: RSS MB before → after (per node)`, value: result.before.map((mb, i) => `${mb}→${result.after[i]}`).join(', ') },
      );
    }
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
