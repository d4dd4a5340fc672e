// First-load JS budget: the gzipped JavaScript a visitor to /en/ downloads before the page is usable.
// That is the entry chunk with everything it imports statically, plus the home page's lazy chunk (the route
// /en/ renders) with its static imports. Run after `vite build`; fails above the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1000;
const FIRST_ROUTE_MODULES = ['src/app/pages/home-page.tsx'];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1)
  throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
const missing = FIRST_ROUTE_MODULES.filter((key) => !manifest[key]);
if (missing.length) throw new Error(`not in the manifest (renamed?): ${missing.join(', ')}`);

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
[...entries, ...FIRST_ROUTE_MODULES].forEach(visit);

const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const content = readFileSync(join(dist, file));
    const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, gzip: gzipSync(content, { level: 9 }).length, brotli };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const totalBrotli = sizes.reduce((sum, { brotli }) => sum + brotli, 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

for (const { file, gzip } of sizes) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
console.log(`first-load JS (gzip): ${kb(total)} of ${kb(BUDGET_BYTES)} budget; brotli: ${kb(totalBrotli)}`);
if (total > BUDGET_BYTES) {
  console.error(`first-load JS is ${kb(total - BUDGET_BYTES)} over budget`);
  process.exit(1);
}
