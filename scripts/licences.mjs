// Lists the licence of every package the product ships (production
// dependencies and their dependencies) and fails on one that a paid product
// may not use. `node scripts/licences.mjs --markdown` prints the table that
// docs/licences.md includes.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// Copyleft or non-commercial terms we cannot ship in a closed paid product.
export const FORBIDDEN = /(^|[^L])GPL|AGPL|SSPL|CC-BY-NC|BUSL|Commons-Clause|UNLICENSED/i;

function readPackage(dir) {
  const file = join(dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function licenceOf(pkg, dir) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l) => l.type).join(' OR ');
  return licenceFileTitle(dir) ?? 'UNKNOWN';
}

/** Some packages (png-js 2.0.0) name their licence only in the LICENSE file's title line. */
function licenceFileTitle(dir) {
  const file = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license'].map((name) => join(dir, name)).find(existsSync);
  const title = file ? readFileSync(file, 'utf8').trimStart().split('\n')[0].trim() : '';
  const known = /^(MIT|ISC|BSD-[23]-Clause|Apache-2\.0)\b/.exec(title.replace(/^The /, '').replace(/ License$/, '').replace('Apache License, Version 2.0', 'Apache-2.0'));
  return known ? `${known[1]} (LICENSE file)` : null;
}

/** An SPDX expression is fine when one `OR` alternative has no forbidden part. */
export function licenceAllowed(expression) {
  if (expression === 'UNKNOWN') return false;
  return expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((alternative) => alternative.split(/\s+AND\s+/).every((part) => !FORBIDDEN.test(part)));
}

/** Walks production dependencies from the root package (npm's flat node_modules). */
export function shippedPackages() {
  const seen = new Map();
  const queue = Object.keys(readPackage(root).dependencies ?? {});
  while (queue.length > 0) {
    const name = queue.shift();
    if (seen.has(name)) continue;
    const pkg = readPackage(join(root, 'node_modules', name));
    if (!pkg) continue; // optional dependency not installed on this platform
    seen.set(name, { name, version: pkg.version, licence: licenceOf(pkg, join(root, 'node_modules', name)) });
    queue.push(...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {}));
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const packages = shippedPackages();
  const bad = packages.filter((p) => !licenceAllowed(p.licence));
  if (process.argv.includes('--markdown')) {
    console.log('| package | version | licence |\n|---|---|---|');
    for (const p of packages) console.log(`| ${p.name} | ${p.version} | ${p.licence} |`);
  } else {
    console.log(`${packages.length} shipped packages checked.`);
  }
  if (bad.length > 0) {
    console.error('Licences a paid product cannot ship:', bad);
    process.exit(1);
  }
}
