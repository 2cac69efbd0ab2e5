import http from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { SSR_STATE_ID, type SsrEntry } from '@arsamezat/shared/site/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app.ts';
import { PageStream, ROOT_END, splitPage } from './page-stream.ts';

/*
 * Decision 049: a server-rendered page is streamed. Its head up to the title leaves (flushed
 * through the compression) before React has drawn the page; the rest follows when it is drawn.
 * The web app's real server entry is used, from its source, with its render held back by a gate.
 */
const WEB_ENTRY = new URL('../../../web/src/entry-server.tsx', import.meta.url).href;

/** A built index.html's shape: the style sheet and the font preload after the title. */
const INDEX_HTML = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>ArsaMezat</title>
    <meta name="description" content="x" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <link rel="preload" as="font" type="font/woff2" href="/assets/inter-D.woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('splitPage', () => {
  const parts = splitPage(INDEX_HTML);

  it('moves the style sheet and the preloads ahead of the title, and keeps the rest in order', () => {
    expect(parts.early).toContain('<meta charset="UTF-8" />');
    expect(parts.early).toContain('href="/assets/index-C.css"');
    expect(parts.early).toContain('href="/assets/inter-D.woff2"');
    expect(parts.early).not.toContain('<title>');
    expect(parts.late).toMatch(/^<title>ArsaMezat<\/title>/);
    expect(parts.late).not.toContain('index-C.css');
    expect(parts.late).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/framework-B.js">',
    );
    expect(parts.late).toMatch(/<\/head>\s*<body>\s*<div id="root">$/);
    expect(parts.tail).toMatch(/^\s*<\/body>\s*<\/html>$/);
  });

  it('loses nothing: the parts hold every tag of the page once', () => {
    const whole = parts.early + parts.late + ROOT_END + parts.tail;
    const tags = (html: string) => (html.match(/<[^>]+>/g) ?? []).sort();
    expect(tags(whole)).toEqual(tags(INDEX_HTML));
  });

  it('refuses a page whose root is not empty', () => {
    expect(() => splitPage('<html><body><div id="root">x</div></body></html>')).toThrow();
  });
});

describe('PageStream', () => {
  it("sends React's writes as one chunk per flush, then the last part", async () => {
    const body = new PageStream();
    const chunks: string[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const ended = new Promise((resolve) => body.on('end', resolve));
    body.part('<head>');
    const markup = body.markup('</html>');
    markup.write('<p>bir</p>');
    markup.write('<p>iki</p>');
    markup.flush();
    markup.write('<p>üç</p>');
    markup.end();
    await ended;
    expect(chunks).toEqual(['<head>', '<p>bir</p><p>iki</p>', '<p>üç</p>', '</html>']);
  });
});

describe('PageStream when React fails while writing', () => {
  it('is destroyed with the error instead of staying open', async () => {
    const body = new PageStream();
    body.resume();
    const closed = new Promise<Error | undefined>((resolve) =>
      body.on('error', resolve).on('close', () => resolve(undefined)),
    );
    const markup = body.markup('</html>');
    markup.write('<p>yarım</p>');
    markup.destroy(new Error('React failed'));
    expect((await closed)?.message).toBe('React failed');
    expect(body.destroyed).toBe(true);
  });
});

type Gate = { open(): void; opened: Promise<void> };
function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

let t: TestApp;
let base: string;
let renderGate: Gate;
let failRender = false;

beforeAll(async () => {
  const real = (await import(/* @vite-ignore */ WEB_ENTRY)) as SsrEntry;
  const held: SsrEntry = {
    async prepare(input) {
      const page = await real.prepare(input);
      return {
        ...page,
        async render() {
          await renderGate.opened;
          if (failRender) throw new Error('boom after the head');
          return page.render();
        },
      };
    },
  };
  t = await createTestApp({
    ssrEntry: held,
    indexHtml: INDEX_HTML,
    captureLogs: true,
    env: { SITE_NAME: 'ArsaTest' },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens a page and decodes its body as it arrives. */
async function open(url: string, encoding: 'br' | 'gzip' | 'identity') {
  const request = http.get(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    request.on('response', resolve).on('error', reject),
  );
  const decoded =
    encoding === 'br'
      ? response.pipe(createBrotliDecompress())
      : encoding === 'gzip'
        ? response.pipe(createGunzip())
        : response;
  let text = '';
  decoded.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const ended = new Promise<string>((resolve) => decoded.on('end', () => resolve(text)));
  const received = async (needle: string) => {
    for (let waited = 0; !text.includes(needle); waited += 10) {
      if (waited > 5_000) throw new Error(`'${needle}' did not arrive; got: ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return text;
  };
  return { response, received, ended, now: () => text };
}

describe.each(['br', 'gzip', 'identity'] as const)('a streamed page (%s)', (encoding) => {
  it('sends its head before the page is drawn, then the page, its title and its state', async () => {
    renderGate = gate();
    failRender = false;
    const page = await open('/about', encoding);
    expect(page.response.statusCode).toBe(200);
    expect(page.response.headers['content-encoding']).toBe(
      encoding === 'identity' ? undefined : encoding,
    );
    // While React has not drawn the page, the browser already has the style sheet and font.
    const early = await page.received('inter-D.woff2');
    expect(early).toContain('index-C.css');
    expect(early).not.toContain('<title>');
    expect(early).not.toContain('<div id="root">');

    renderGate.open();
    const whole = await page.ended;
    expect(whole).toContain('<title>Hakkımızda - ArsaTest</title>');
    expect(whole).toContain('Teminat');
    // The state follows the root element (closed before it), outside what React hydrates.
    const state = whole.indexOf(`<script type="application/json" id="${SSR_STATE_ID}">`);
    const rootToState = whole.slice(whole.indexOf('<div id="root">'), state);
    expect(state).toBeGreaterThan(0);
    expect(rootToState.match(/<div\b/g)?.length).toBe(rootToState.match(/<\/div>/g)?.length);
    expect(whole).toMatch(/<\/html>$/);
    // No script is written inline: the Content-Security-Policy allows only our own files.
    const scripts = whole.match(/<script\b[^>]*>/g) ?? [];
    for (const script of scripts) expect(script).toMatch(/\bsrc="\/assets\/|application\/json/);
  });
});

describe('a render that fails after the head has left', () => {
  it('finishes the page as the shell, keeps the status and logs it', async () => {
    renderGate = gate();
    failRender = true;
    const page = await open('/bu-sayfa-yok', 'br');
    expect(page.response.statusCode).toBe(404);
    await page.received('index-C.css');
    renderGate.open();
    const whole = await page.ended;
    expect(whole).toContain('<div id="root"></div>');
    expect(whole).toContain('<title>Sayfa bulunamadı - ArsaTest</title>');
    // The shell's own scripts, as built: the browser draws the page.
    expect(whole).toContain('<script type="module" crossorigin src="/assets/index-A.js">');
    expect(whole).not.toContain(SSR_STATE_ID);
    expect(whole).not.toContain('boom');
    expect(t.logs.join('')).toContain('server rendering failed');
    expect(t.logs.join('')).toContain('boom after the head');
  });
});
