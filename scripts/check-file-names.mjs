#!/usr/bin/env node
// One naming style in src/, workers/ and server/ (docs/architecture.md, "Naming"):
//  - file names are camelCase; a React component's file is PascalCase (.tsx);
//    suffixes after the first dot (.worker, .test, .property, .d) are free;
//  - a relative import in TypeScript names the real file: './layout.ts', './Panel.tsx',
//    never './layout' or './layout.js'.
// Declaration files named after an npm package (svg-to-pdfkit.d.ts) keep the package's name.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DIRS = ['src', 'workers', 'server'];
const CODE = /\.(ts|tsx|mjs)$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"\n]*)\1/g;

const problems = [];
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs);
    else if (CODE.test(entry.name)) check(abs, entry.name);
  }
}
function check(abs, name) {
  const file = path.relative(root, abs);
  const stem = name.slice(0, name.indexOf('.'));
  const declaration = name.endsWith('.d.ts');
  const styled = CAMEL.test(stem) || (name.endsWith('.tsx') && PASCAL.test(stem)) || (PASCAL.test(stem) && !name.endsWith('.mjs'));
  if (!styled && !declaration) problems.push(`${file}: file name is not camelCase (or PascalCase for a component)`);
  if (!/\.(ts|tsx)$/.test(name)) return;
  const text = fs.readFileSync(abs, 'utf8');
  for (const match of text.matchAll(SPECIFIER)) {
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    if (/^\s*(\/\/|\/?\*)/.test(text.slice(lineStart, match.index))) continue; // a comment
    const spec = match[2].split('?')[0];
    if (spec.endsWith('/')) continue;
    if (/\.js$/.test(spec) || !/\.[a-z]+$/i.test(spec)) problems.push(`${file}: import '${match[2]}' should name the file with its .ts/.tsx extension`);
  }
}
for (const dir of DIRS) walk(path.join(root, dir));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} naming problem(s); see docs/architecture.md ("Naming").`);
  process.exit(1);
}
console.log('file names and import specifiers: one style');
