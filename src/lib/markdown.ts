// AI replies arrive as markdown written by a model that anyone can prompt, so they are untrusted:
// parse with marked (GFM line breaks and auto-links), then sanitise with DOMPurify allowing only the
// HTML profile (no SVG, no MathML), and make every surviving link open safely in a new tab.
// Nothing in an answer may make the browser fetch on its own (a prompt-injected model could leak
// the conversation in an image URL): remote images become plain links, media elements and
// fetching attributes (srcset, poster, background, ping) are dropped; only inline data: images stay.
import { Marked } from 'marked';
import createDOMPurify, { type DOMPurify } from 'dompurify';

// A private marked instance: no global options that other code could change under us.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** Inline raster images only: they carry their bytes, so showing them requests nothing. */
const INLINE_IMAGE = /^data:image\/(png|gif|jpe?g|webp);base64,/i;

let purifier: DOMPurify | undefined;

/** An <img> the browser would fetch becomes a link to it, labelled with its alt text. */
function imageAsLink(image: Element): void {
  const source = image.getAttribute('src') ?? '';
  if (INLINE_IMAGE.test(source)) return;
  const link = image.ownerDocument.createElement('a');
  const label = image.getAttribute('alt')?.trim() || source;
  link.textContent = label;
  // Only http(s) addresses survive as links; anything else is just its label.
  if (/^https?:\/\//i.test(source)) {
    link.setAttribute('href', source);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    image.replaceWith(link);
  } else {
    image.replaceWith(image.ownerDocument.createTextNode(label));
  }
}

// A private DOMPurify instance, so the hooks below never leak into other sanitising code.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

// Within the HTML profile, chat answers never need forms (a phishing vector), <style> (restyles the
// whole page), inert <template> content, or anything that loads media or another document.
const FORBID_TAGS = [
  'style',
  'template',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
// Attributes that make the browser fetch (or restyle) without an <img src>.
const FORBID_ATTR = [
  'style',
  'srcset',
  'sizes',
  'poster',
  'background',
  'ping',
  'lowsrc',
  'dynsrc',
  'longdesc',
  'cite',
  'formaction',
];

/** Sanitises HTML to the HTML profile: no script, no event handler, no javascript: URL survives. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}

/** Markdown → safe HTML for `dangerouslySetInnerHTML`; remote images come out as links. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  const fragment = getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    RETURN_DOM_FRAGMENT: true,
  });
  fragment.querySelectorAll('img').forEach(imageAsLink);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
