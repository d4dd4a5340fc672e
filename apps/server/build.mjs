import { build } from 'esbuild';

// One ESM file with packages/core inlined; npm dependencies stay external and load from node_modules.
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-workspace-core',
      setup(b) {
        b.onResolve({ filter: /^@sportsbook\/core(\/|$)/ }, (args) => ({
          path: new URL(`../../packages/core/src/${args.path.replace(/^@sportsbook\/core\/?/, '') || 'index'}.ts`, import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');
