import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { items, makeComparison, prepareI18n, renderReport } from './report-test-utils';

/** The browser's width as the report's media query sees it. */
function screenIs(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: phone && query === '(max-width: 640px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

const list = items(2);
const report = () =>
  makeComparison({
    items: list,
    differences: ['One is lighter.'],
    similarities: ['Both are phones.'],
    use_case_recommendations: [{ use_case: 'Travel', recommended_item: 'Item 1', reason: 'Lighter.' }],
  });

afterEach(() => vi.unstubAllGlobals());

// A long report on a phone is read folded, section by section.
describe('the compact reading mode', () => {
  beforeEach(() => prepareI18n('en'));

  it('on a phone folds every section after the summary to its headline with a Show button', async () => {
    screenIs(true);
    renderReport(report());
    expect(screen.getByText('A short summary.')).toBeVisible();
    const show = screen.getByRole('button', { name: 'Show: Differences' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(show.getAttribute('aria-controls') ?? '');
    expect(body).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'Differences' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(show);
    const hide = screen.getByRole('button', { name: 'Hide: Differences' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveFocus();
    expect(screen.getByText('One is lighter.')).toBeVisible();
    // Only that one opened.
    expect(screen.getByRole('button', { name: 'Show: Similarities' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the index opens the section it jumps to, and opens or folds them all', async () => {
    screenIs(true);
    Element.prototype.scrollIntoView = vi.fn();
    renderReport(report());
    const user = userEvent.setup();
    const index = screen.getByRole('navigation', { name: 'Jump to a section' });
    await user.click(within(index).getByRole('link', { name: 'Similarities' }));
    expect(screen.getByRole('button', { name: 'Hide: Similarities' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Similarities' })).toHaveFocus();

    await user.click(within(index).getByRole('button', { name: 'Show all' }));
    for (const button of screen.getAllByRole('button', { name: /^(Show|Hide): / }))
      expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(index).getByRole('button', { name: 'Fold all' }));
    for (const button of screen.getAllByRole('button', { name: /^(Show|Hide): / }))
      expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a wider screen shows everything, with no fold buttons', () => {
    screenIs(false);
    renderReport(report());
    expect(screen.queryByRole('button', { name: /^Show: / })).not.toBeInTheDocument();
    expect(screen.getByText('One is lighter.')).toBeVisible();
  });

  it('speaks Turkish', async () => {
    await prepareI18n('tr');
    screenIs(true);
    renderReport({ ...report(), language: 'tr' });
    expect(screen.getByRole('button', { name: 'Göster: Farklar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Tümünü göster' })).toBeInTheDocument();
  });
});
