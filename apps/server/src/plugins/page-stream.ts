import { Readable, Writable } from 'node:stream';

/*
 * Decision 049: a server-rendered page leaves in parts. Once its data is read and its routes are
 * matched, the status and the head up to the title go out (the style sheet, the font and the
 * first photo's preloads among them), so the browser fetches them while React draws the page;
 * then the rest of the head, the markup as React flushes it, and the state.
 */

const ROOT_ELEMENT = /<div id="root">\s*<\/div>/;
const TITLE = /<title[\s>]/i;
const HEAD_END = /<\/head\s*>/i;
/** What the browser should fetch at once: the style sheet and the preloads (font, LCP image). */
const EARLY_LINK = /\s*<link\b[^>]*\brel="(?:stylesheet|preload)"[^>]*>/g;

/** A page made from index.html, cut where it can be sent in parts. */
export type PageParts = {
  /** The head up to the title, with the style sheet and the preloads moved up into it. */
  early: string;
  /** The rest of the head and `<div id="root">`. */
  late: string;
  /** What follows the root element (`</div>`, its end tag, is the caller's to write first). */
  tail: string;
};

/** The end tag of the root element, written after the markup. */
export const ROOT_END = '</div>';

/**
 * Cuts a page made from index.html (with its root element empty) into its parts. The early
 * part holds nothing a page decides (the title, the preview tags and the scripts come after it),
 * so it can be cut once from index.html itself; `late` and `tail` of the final page (or of the
 * shell, when the render fails) then follow it. Between `late` and `tail` go the markup,
 * {@link ROOT_END} and what belongs after the root (the state).
 */
export function splitPage(page: string): PageParts {
  const root = ROOT_ELEMENT.exec(page);
  if (!root) throw new Error('the page has no empty <div id="root">');
  const head = page.slice(0, root.index);
  const titleAt = head.search(TITLE);
  const cut = titleAt === -1 ? Math.max(head.search(HEAD_END), 0) : titleAt;
  const rest = head.slice(cut);
  const links = (rest.match(EARLY_LINK) ?? []).map((link) => link.trim());
  return {
    early: head.slice(0, cut) + links.map((link) => `${link}\n    `).join(''),
    late: `${rest.replace(EARLY_LINK, '')}<div id="root">`,
    tail: page.slice(root.index + root[0].length),
  };
}

/**
 * The body of a streamed page: each part is pushed as one chunk when it is ready, and the
 * compression (which flushes every chunk it is given, `compression.ts`) sends it at once.
 */
export class PageStream extends Readable {
  override _read(): void {}

  /** Sends the next part of the page. */
  part(chunk: string | Buffer): void {
    if (!this.destroyed) this.push(chunk);
  }

  /** Sends the page's last part and ends it. */
  last(text: string): void {
    if (this.destroyed) return;
    this.push(text);
    this.push(null);
  }

  /**
   * A stream for React's `pipe`: what React writes is gathered and sent as one chunk when
   * React flushes (it calls `flush()` after each batch) or ends; `last` follows it and ends the
   * page. If it is destroyed before React ends (React failed while writing), the page is
   * destroyed too, so the answer is cut off rather than left open. The page going away (the
   * visitor left) closes it, which stops React.
   */
  markup(last: string): Writable & { flush(): void } {
    let batch: Buffer[] = [];
    let ended = false;
    const sendBatch = () => {
      if (batch.length > 0) this.part(Buffer.concat(batch));
      batch = [];
    };
    const markup = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          batch.push(chunk);
          done();
        },
        final: (done) => {
          ended = true;
          sendBatch();
          this.last(last);
          done();
        },
      }),
      { flush: sendBatch },
    );
    // Its error is the page's (below), which the response reports; not a second, unheard one.
    markup.on('error', () => undefined);
    markup.once('close', () => {
      if (!ended) this.destroy(markup.errored ?? new Error('the markup ended early'));
    });
    this.once('close', () => markup.destroy());
    return markup;
  }
}
