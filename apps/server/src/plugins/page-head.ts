import type { PageHead } from '../lib/listing-page-head.ts';

// The head's values, and the listing page's, are computed in lib/ (a module may not import a
// plugin); this file writes them into the HTML.
export type { PageHead };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/*
 * A start tag as HTML writes it: attributes separated by any whitespace (line breaks included),
 * values double-quoted, single-quoted or bare, so a '>' inside a quoted value does not end it.
 */
const ATTRIBUTE = String.raw`\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?`;
const META_TAG = new RegExp(String.raw`<meta(?:${ATTRIBUTE})*\s*/?>`, 'gi');
const TITLE_ELEMENT = /<title(?:\s[^>]*)?>[\s\S]*?<\/title\s*>/gi;
const ATTRIBUTE_PARTS = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The lower-cased attributes of one start tag (first occurrence wins, as in HTML). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inside = tag.replace(/^<meta/i, '').replace(/\/?>$/, '');
  for (const match of inside.matchAll(ATTRIBUTE_PARTS)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The tags this renderer owns; the template's own copies are removed, whatever their layout. */
function isOwnedMeta(tag: string): boolean {
  const attributes = attributesOf(tag);
  const name = attributes.get('name')?.toLowerCase();
  const property = attributes.get('property')?.toLowerCase();
  return (
    name === 'description' ||
    name === 'twitter:card' ||
    (property !== undefined && property.startsWith('og:'))
  );
}

/**
 * The page's index.html with this page's head: the template's title and description are
 * replaced (however the built file breaks its lines or orders its attributes) and the social
 * preview tags go where `<!--app-head-->` stands, or at the end of the head without it.
 */
export function renderHead(template: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.url ? `<meta property="og:url" content="${escapeHtml(head.url)}" />` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Only the head is rewritten; the body is left exactly as built.
  const headEnd = template.search(/<\/head\s*>/i);
  const headPart = headEnd === -1 ? template : template.slice(0, headEnd);
  const rest = headEnd === -1 ? '' : template.slice(headEnd);
  const stripped = headPart
    .replace(TITLE_ELEMENT, '')
    .replace(META_TAG, (tag) => (isOwnedMeta(tag) ? '' : tag))
    // A removed tag leaves its line empty.
    .replace(/\n[ \t]*(?=\n)/g, '');
  if (stripped.includes('<!--app-head-->')) {
    return stripped.replace('<!--app-head-->', () => tags) + rest;
  }
  return `${stripped}${tags}\n  ${rest}`;
}
