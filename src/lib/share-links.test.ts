import { describe, expect, it } from 'vitest';
import { buildShareLinks, publicShareUrl, truncate } from './share-links';

describe('buildShareLinks', () => {
  const content = {
    url: 'https://kiyasla.com/s/shr_Vb3kQ9xT2mLw8ZpR4cYh7A',
    title: 'iPhone 15 vs Galaxy S24',
    text: 'iPhone 15 vs Galaxy S24: Both are flagships & fast.',
  };

  it('builds an X intent with the text and the address', () => {
    const x = new URL(buildShareLinks(content).x);
    expect(`${x.origin}${x.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe(content.text);
    expect(x.searchParams.get('url')).toBe(content.url);
  });

  it('builds a LinkedIn share with the address, title and summary', () => {
    const linkedIn = new URL(buildShareLinks(content).linkedIn);
    expect(linkedIn.searchParams.get('url')).toBe(content.url);
    expect(linkedIn.searchParams.get('title')).toBe(content.title);
    expect(linkedIn.searchParams.get('summary')).toBe(content.text);
  });

  it('builds a WhatsApp link whose text ends with the address', () => {
    const whatsApp = buildShareLinks(content).whatsApp;
    expect(whatsApp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsApp.split('text=')[1])).toBe(`${content.text}\n${content.url}`);
  });

  it('keeps a long summary under the X limit', () => {
    const x = new URL(buildShareLinks({ ...content, text: 'a'.repeat(1000) }).x);
    expect((x.searchParams.get('text') ?? '').length).toBeLessThanOrEqual(240);
    expect(truncate('  a   b  ', 10)).toBe('a b');
  });
});

describe('publicShareUrl', () => {
  it('is the public /s/<shareId> page on the given origin, never the owner permalink', () => {
    expect(publicShareUrl('https://kiyasla.com', 'shr_Vb3kQ9xT2mLw8ZpR4cYh7A')).toBe(
      'https://kiyasla.com/s/shr_Vb3kQ9xT2mLw8ZpR4cYh7A',
    );
    expect(publicShareUrl('http://127.0.0.1:5300/', 'shr_a-b_c')).toBe('http://127.0.0.1:5300/s/shr_a-b_c');
  });
});
