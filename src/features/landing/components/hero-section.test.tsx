import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, i18nReady, loadNamespaces } from '@/i18n';
// eslint-disable-next-line no-restricted-imports -- the build step lives in scripts/, which has no alias
import { bootPages } from '../../../../scripts/vite-boot-pages';
import { HeroSection } from './hero-section';

/** Tag, classes, link target and own text, all the way down: what decides where the text lands. */
function shape(element: Element): unknown {
  const ownText = [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('');
  return [element.tagName, element.className, element.getAttribute('href'), ownText, [...element.children].map(shape)];
}

describe('the static shell of /', () => {
  it('holds the hero exactly as HeroSection renders it (same elements, classes, links and text), in both languages', async () => {
    await i18nReady;
    const shell = document.createElement('div');
    shell.innerHTML = bootPages(process.cwd());
    for (const language of ['en', 'tr'] as const) {
      await i18n.changeLanguage(language);
      await loadNamespaces(['landing']);
      const { container, unmount } = render(
        <MemoryRouter>
          <HeroSection />
        </MemoryRouter>,
      );
      const copy = shell.querySelector(`.boot-page[data-path="/"][lang="${language}"] > section`);
      expect(copy).not.toBeNull();
      expect(shape(copy as Element)).toEqual(shape(container.querySelector('section') as Element));
      unmount();
    }
  });
});
