// Server latency over real HTTP on loopback: the unsigned clock call and the
// content-service config read that every launch makes.
export const name = 'server latency';

async function timeCalls(count, call) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count * 0.5)], p95: times[Math.floor(count * 0.95)] };
}

export async function run({ baseURL }) {
  const utc = await timeCalls(300, () => fetch(`${baseURL}/api/v4/getutctime`).then((r) => r.json()));
  const config = await timeCalls(300, () => fetch(`${baseURL}/api/product/get?id=352&fields=config&t=1`).then((r) => r.json()));
  const ms = (v) => `${v.toFixed(2)} ms`;
  return [
    { what: 'GET /api/v4/getutctime p50 / p95', value: `${ms(utc.p50)} / ${ms(utc.p95)}` },
    { what: 'GET /api/product/get p50 / p95', value: `${ms(config.p50)} / ${ms(config.p95)}` },
  ];
}
