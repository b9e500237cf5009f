import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeHtml } from './markdown';
import { findExecutable, XSS_PAYLOADS } from './xss-payloads';

function toFragment(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderMarkdown', () => {
  it('keeps line breaks and turns bare URLs into links that open safely in a new tab', () => {
    const root = toFragment(renderMarkdown('First line\nSecond line https://example.com/docs'));
    expect(root.querySelector('br')).not.toBeNull();
    const link = root.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the usual markdown (bold, lists, code)', () => {
    const root = toFragment(renderMarkdown('**bold**\n\n- one\n- two\n\n`code`'));
    expect(root.querySelector('strong')).toHaveTextContent('bold');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('code')).toHaveTextContent('code');
  });

  it(`leaves nothing executable from ${XSS_PAYLOADS.length} known XSS payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of XSS_PAYLOADS) {
      const root = toFragment(renderMarkdown(payload));
      expect({ payload, problems: findExecutable(root) }).toEqual({ payload, problems: [] });
    }
  });

  it('the assertion helper itself catches what it must (so the XSS test can fail)', () => {
    const root = toFragment('<a href="javascript:alert(1)">x</a><img src=x onerror="x"><svg></svg>');
    expect(findExecutable(root)).toEqual(expect.arrayContaining(['<svg> element', 'IMG onerror', 'A href=javascript:alert(1)']));
  });

  it('sanitizeHtml keeps harmless HTML', () => {
    expect(sanitizeHtml('<p><em>hi</em></p>')).toBe('<p><em>hi</em></p>');
  });
});
