import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeferredScripts } from './deferred-scripts.ts';

const TEMPLATE = `<!doctype html><html><head><title>ArsaMezat</title>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-B.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/paths-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head><body><div id="root"></div></body></html>`;

const dirs: string[] = [];
function distWith(manifest: object | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-scripts-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the scripts of a server-rendered page wait for its first paint (decision 048)', () => {
  const defer = createDeferredScripts(
    distWith({ 'src/boot.ts': { file: 'assets/boot-E.js' } }),
    TEMPLATE,
  );
  const page = defer(TEMPLATE, ['/assets/home-page-F.js', '/assets/framework-B.js']);

  it('fetches nothing but the boot script before it paints; the stylesheet stays', () => {
    expect([...page.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" crossorigin src="/assets/boot-E.js">',
    ]);
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  it('names the entry first, then what index.html preloaded and the route modules, once each', () => {
    expect(page).toContain(
      '<meta name="app-scripts" content="/assets/index-A.js /assets/framework-B.js /assets/paths-C.js /assets/home-page-F.js" />',
    );
    expect(page.indexOf('app-scripts')).toBeLessThan(page.indexOf('</head>'));
  });

  it('leaves the page as built when the build has no boot entry', () => {
    const asBuilt = createDeferredScripts(distWith(null), TEMPLATE);
    expect(asBuilt(TEMPLATE, ['/assets/home-page-F.js'])).toBe(TEMPLATE);
  });
});
