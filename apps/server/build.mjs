// Bundles the server into dist/server.js for `npm start`, the backup and restore commands
// (dist/backup.js, dist/restore.js: `npm run backup`, `npm run restore`, decision 089) and the identity key rotation command
// into dist/rotate-identity-keys.js (`npm run identity:rotate-keys`, decision 064). npm packages stay external (installed
// in node_modules); our own workspace code (apps/server, @arsamezat/shared) is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/rotate-identity-keys.ts', 'src/backup.ts', 'src/restore.ts'],
  outdir: 'dist',
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
