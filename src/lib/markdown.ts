// AI replies arrive as markdown written by a model that anyone can prompt, so they are untrusted:
// parse with marked (GFM line breaks and auto-links), then sanitise with DOMPurify allowing only the
// HTML profile (no SVG, no MathML), and make every surviving link open safely in a new tab.
import { Marked } from 'marked';
import createDOMPurify, { type DOMPurify } from 'dompurify';

// A private marked instance: no global options that other code could change under us.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

let purifier: DOMPurify | undefined;

// A private DOMPurify instance, so the link hook below never leaks into other sanitising code.
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
// whole page) or inert <template> content.
const FORBID_TAGS = ['style', 'template', 'form', 'input', 'button', 'textarea', 'select', 'option'];

/** Sanitises HTML to the HTML profile: no script, no event handler, no javascript: URL survives. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR: ['style'] });
}

/** Markdown → safe HTML for `dangerouslySetInnerHTML`. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html);
}
