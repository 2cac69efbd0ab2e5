/*
 * A page's head as values (title, description, preview image, URL), and the listing page's head:
 * the one place it is computed. The server-rendered page (plugins/page-render.ts, from the
 * render's listing) and the shell sent without the server entry (the listings module's page
 * route, from the listing's preview) both ask `listingPageHead`; plugins/page-head.ts writes the
 * result into the HTML. It lives in lib/ because a module may not import a plugin.
 */

/** What the HTML head says for one page: title, description and an optional preview image. */
export type PageHead = { title: string; description: string; image?: string; url?: string };

/** What a listing's head is made of: its text and its cover photo. */
export type ListingHeadSource = {
  id: string;
  title: string;
  description: string;
  coverUrl: string | null;
};

const PREVIEW_DESCRIPTION_LENGTH = 150;

/** The first 150 letters of a description on one line, or undefined for the site default. */
export function previewDescription(description: string): string | undefined {
  const oneLine = description.replace(/\s+/g, ' ').trim();
  if (!oneLine) return undefined;
  return Array.from(oneLine).slice(0, PREVIEW_DESCRIPTION_LENGTH).join('');
}

const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

/** A listing page's head: its title, the start of its description, its URL and cover. */
export function listingPageHead(
  site: { siteName: string; publicUrl: string },
  listing: ListingHeadSource,
): Partial<PageHead> {
  const { coverUrl } = listing;
  return {
    title: `${listing.title} - ${site.siteName}`,
    description: previewDescription(listing.description),
    url: `${site.publicUrl}/auctions/${listing.id}`,
    ...(coverUrl
      ? { image: isAbsoluteUrl(coverUrl) ? coverUrl : `${site.publicUrl}${coverUrl}` }
      : {}),
  };
}
