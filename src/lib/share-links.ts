// Share links for a comparison report: a short-post network (X),
// a professional network (LinkedIn) and a messaging app (WhatsApp), each carrying the page
// address, the summary and the item names. Pure functions so they are tested without a browser.
// The address is always the report's public share page (/s/<shareId>), never the owner's
// permalink: a visitor who is signed out, or is someone else, must be able to open it.
import { paths } from '@/config/paths';

/** The public address of a shared report on this site, e.g. https://kiyasla.com/s/shr_… */
export function publicShareUrl(origin: string, shareId: string): string {
  return `${origin.replace(/\/+$/, '')}${paths.sharedComparison.href(shareId)}`;
}

export interface ShareContent {
  /** The public address of the report (publicShareUrl). */
  url: string;
  /** Already localised lead text, e.g. "iPhone 15 vs Galaxy S24: <summary>". */
  text: string;
  /** A short title, e.g. the item names joined with " vs ". */
  title: string;
}

export interface ShareLinks {
  x: string;
  linkedIn: string;
  whatsApp: string;
}

/** X counts a URL as 23 characters; keep the post under 280 with some room to spare. */
const X_TEXT_LIMIT = 240;

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

export function buildShareLinks({ url, text, title }: ShareContent): ShareLinks {
  const x = new URL('https://twitter.com/intent/tweet');
  x.searchParams.set('text', truncate(text, X_TEXT_LIMIT));
  x.searchParams.set('url', url);

  // shareArticle is the LinkedIn endpoint that still accepts a title and summary next to the URL.
  const linkedIn = new URL('https://www.linkedin.com/shareArticle');
  linkedIn.searchParams.set('mini', 'true');
  linkedIn.searchParams.set('url', url);
  linkedIn.searchParams.set('title', truncate(title, 200));
  linkedIn.searchParams.set('summary', truncate(text, 256));

  // wa.me takes one text parameter: the address goes at the end so the app turns it into a link.
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${truncate(text, 700)}\n${url}`)}`;

  return { x: x.toString(), linkedIn: linkedIn.toString(), whatsApp };
}
