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

  it('runs nothing but the boot script; its head asks for no script but boot, the stylesheet stays', () => {
    expect([...page.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" crossorigin src="/assets/boot-E.js">',
    ]);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  it('asks for the scripts after the markup, at low priority, so they download while it paints', () => {
    const afterMarkup = page.slice(page.indexOf('<div id="root">'));
    expect([...afterMarkup.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0])).toEqual(
      ['index-A', 'framework-B', 'paths-C', 'home-page-F'].map(
        (name) =>
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${name}.js" />`,
      ),
    );
    expect(page.indexOf('modulepreload')).toBeGreaterThan(page.indexOf('</div>'));
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</body>'));
  });

  it('names the entry first, then what index.html preloaded and the route modules, once each', () => {
    expect(page).toContain(
      '<meta name="app-scripts" content="/assets/index-A.js /assets/framework-B.js /assets/paths-C.js /assets/home-page-F.js" />',
    );
    expect(page.indexOf('app-scripts')).toBeLessThan(page.indexOf('</head>'));
  });

  it("names the API answers boot asks for at once (a member's trade panel), only the API's", () => {
    const member = defer(
      TEMPLATE,
      ['/assets/home-page-F.js'],
      ['/api/listings/L1/deposit', '/api/listings/L1/bids/mine', 'https://elsewhere.example/x'],
    );
    expect(member).toContain(
      '<meta name="early-requests" content="/api/listings/L1/deposit /api/listings/L1/bids/mine" />',
    );
    expect(member.indexOf('early-requests')).toBeLessThan(member.indexOf('</head>'));
    expect(page).not.toContain('early-requests');
  });

  it("tells boot not to ask for the session of a page that carries its member's (decision 095)", () => {
    const known = defer(TEMPLATE, ['/assets/home-page-F.js'], [], true);
    expect(known).toContain('<meta name="session" content="drawn" />');
    expect(known.indexOf('name="session"')).toBeLessThan(known.indexOf('</head>'));
    expect(page).not.toContain('name="session"');
  });

  it('leaves the page as built when the build has no boot entry', () => {
    const asBuilt = createDeferredScripts(distWith(null), TEMPLATE);
    expect(asBuilt(TEMPLATE, ['/assets/home-page-F.js'])).toBe(TEMPLATE);
  });
});
