// Text moderation (issue 28, docs/moderation.md): precision and recall per category on the
// labelled set, false positives, scan time of 2,000 characters with the full lists, memory.
// The matcher is TypeScript on the server: scripts/bench/moderation.ts runs it under tsx.
import { execFileSync } from 'node:child_process';

export const name = 'text moderation';

export async function run({ root }) {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench/moderation.ts', '--json'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}
