import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderHead, type PageHead } from './page-head.ts';

/** The web app's real page template (Vite keeps its head as written when it builds). */
const WEB_INDEX_HTML = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

const HEAD: PageHead = {
  title: 'Kütahya "Merkez" arsa - ArsaTest',
  description: 'Yola cepheli <arsa> & bahçe',
  url: 'https://arsa.example/auctions/1',
  image: 'https://arsa.example/uploads/cover.webp',
};

const body = '<body><div id="root"></div><script type="module" src="/a.js"></script></body>';

/** The same head written the ways an HTML formatter or a build may write it. */
const VARIANTS: Record<string, string> = {
  'the real apps/web/index.html': WEB_INDEX_HTML,
  'one line': `<!doctype html><html lang="tr"><head><title>ArsaMezat</title><meta name="description" content="Varsayılan" /><!--app-head--></head>${body}</html>`,
  'attributes on their own lines': `<!doctype html>
<html lang="tr">
  <head>
    <title>
      ArsaMezat
    </title>
    <meta
      name="description"
      content="Türkiye genelinde değerli arsalar için güvenli online ihale ve pazarlık platformu."
    />
    <!--app-head-->
  </head>
  ${body}
</html>`,
  'content first, single quotes, no slash, upper case': `<html><HEAD><TITLE>ArsaMezat</TITLE><META content='a > b' NAME='Description'><!--app-head--></HEAD>${body}</html>`,
  'no marker and existing preview tags': `<html><head><title>ArsaMezat</title>
<meta property="og:title" content="Eski" /><meta name="twitter:card" content="summary" />
<meta name="description" content="Eski" /></head>${body}</html>`,
};

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('renderHead', () => {
  it.each(Object.entries(VARIANTS))('renders one title and one description: %s', (_, template) => {
    const html = renderHead(template, HEAD);
    expect(html).toContain('<title>Kütahya &#34;Merkez&#34; arsa - ArsaTest</title>');
    expect(html).toContain(
      '<meta name="description" content="Yola cepheli &#60;arsa&#62; &#38; bahçe" />',
    );
    expect(count(html, /<title/gi)).toBe(1);
    expect(count(html, /name\s*=\s*["']?description/gi)).toBe(1);
    expect(count(html, /og:title/g)).toBe(1);
    expect(count(html, /twitter:card/g)).toBe(1);
    expect(html).toContain(
      '<meta property="og:image" content="https://arsa.example/uploads/cover.webp" />',
    );
    expect(html).not.toContain('Varsayılan');
    expect(html).not.toContain('Eski');
    expect(html).not.toContain('<!--app-head-->');
    // The head stays a head: everything rendered comes before the body, which is untouched.
    expect(html.indexOf('og:image')).toBeLessThan(html.search(/<\/head>/i));
    const bodyOf = (page: string) => page.slice(page.search(/<\/head>/i));
    expect(bodyOf(html)).toBe(bodyOf(template));
  });

  it("keeps the template's other head tags", () => {
    const html = renderHead(WEB_INDEX_HTML, HEAD);
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<meta name="theme-color" content="#14532d" />');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('a page rendered again still has one of each tag, with the new texts', () => {
    const again = renderHead(renderHead(WEB_INDEX_HTML, HEAD), {
      title: 'Başka',
      description: 'Yeni açıklama',
    });
    expect(count(again, /<title/g)).toBe(1);
    expect(count(again, /name="description"/g)).toBe(1);
    expect(again).toContain('<meta name="description" content="Yeni açıklama" />');
    expect(again).not.toContain('og:image');
  });
});
