// Bundles the server into dist/server.js for `npm start`. npm packages stay external (installed
// in node_modules); our own workspace code (apps/server, @arsamezat/shared) is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@arsamezat/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
