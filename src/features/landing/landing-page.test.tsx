import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import {
  getListPackagesMockHandler200,
  getListPackagesMockHandler500,
} from '@/api/generated/query/packages/packages.msw';
import type { Package } from '@shared/api/generated/model';
import { renderApp } from '@tests/render-app';
import { getListPopularComparisonsMockHandler500 } from '@/api/generated/query/comparisons/comparisons.msw';
import { answerError, answerErrorWithoutMessage } from '@tests/api-answers';

const packagesSection = () => screen.findByRole('region', { name: /^(Packages|Paketler)$/ });

describe('landing page', () => {
  it('has the six anchored sections, the hero texts and a call to action to /register', async () => {
    const { container } = await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare anything. Decide with confidence.' }),
    ).toBeInTheDocument();
    for (const anchor of ['hero', 'features', 'compare', 'testimonials', 'faq', 'packages']) {
      expect(container.querySelector(`section#${anchor}`)).not.toBeNull();
    }
    // The counts the server gives (the contract's example), never a fixed claim.
    expect(
      await screen.findByText('So far on Kıyasla: 4 accounts, 11 comparisons and 0 poll votes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/12,000|85,000/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start comparing for free' })).toHaveAttribute('href', '/register');
    // The title is set in an effect, which React may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Compare products with AI · Kıyasla'));
  });

  it('a popular comparison says its real votes, and "No votes yet" without any, in both languages', async () => {
    const view = await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular comparisons' });
    expect(await within(section).findByText('12 votes')).toBeInTheDocument();
    expect(within(section).getByText('1 vote')).toBeInTheDocument();
    expect(within(section).getAllByText('No votes yet').length).toBeGreaterThan(0);
    view.unmount();
    await renderApp('/', { language: 'tr' });
    const turkish = await screen.findByRole('region', { name: 'Popüler karşılaştırmalar' });
    expect(await within(turkish).findByText('12 oy')).toBeInTheDocument();
    expect(within(turkish).getAllByText('Henüz oy yok').length).toBeGreaterThan(0);
    expect(
      await screen.findByText("Kıyasla'da bugüne kadar: 4 hesap, 11 karşılaştırma ve 0 anket oyu."),
    ).toBeInTheDocument();
  });

  it('shows a live sample report from the demo engine above the compare preview, no sign-in needed', async () => {
    const { container } = await renderApp('/');
    const section = await screen.findByRole('region', { name: 'See what you get' });
    const report = await within(section).findByRole('article', { name: 'iPhone 15 vs Samsung Galaxy S24' });
    expect(within(report).getByText('Demo data')).toBeInTheDocument();
    expect(within(report).getByTestId('verdict')).toHaveTextContent('Samsung Galaxy S24');
    expect(within(report).getAllByRole('table')).toHaveLength(1);
    // Right above the Compare preview (#compare), whose own contents stay as they were.
    expect(section.nextElementSibling).toBe(container.querySelector('section#compare'));
  });

  it('shows the three features: search, security, friendliness', async () => {
    await renderApp('/');
    const features = await screen.findByRole('region', { name: 'Why Kıyasla?' });
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Smart search', 'Secure by design', 'Friendly and clear']);
  });

  it('shows 6 popular comparisons, expands to all 9, and each leads to /login and back to that comparison', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular comparisons' });
    const list = await within(section).findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    const first = within(list).getAllByRole('link')[0];
    expect(first).toHaveTextContent('iPhone 15 vs Samsung Galaxy S24');
    expect(first).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/app/compare?q=${encodeURIComponent('iPhone 15 vs Samsung Galaxy S24')}`)}`,
    );

    await user.click(within(section).getByRole('button', { name: 'Show More' }));
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    await user.click(within(section).getByRole('button', { name: 'Show Less' }));
    expect(within(list).getAllByRole('link')).toHaveLength(6);
  });

  it('popular comparison: choosing one goes to the login page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular comparisons' });
    await user.click((await within(section).findAllByRole('link'))[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/app/compare?q=iPhone%2015%20vs%20Samsung%20Galaxy%20S24',
    );
  });

  it('FAQ: five questions, each toggling on its own', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const toggles = within(faq).getAllByRole('button');
    expect(toggles).toHaveLength(5);
    toggles.forEach((toggle) => expect(toggle).toHaveAttribute('aria-expanded', 'false'));

    await user.click(toggles[0]);
    await user.click(toggles[2]);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'true',
      'false',
      'false',
    ]);
    const panel = document.getElementById(toggles[0].getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(/AI-assisted comparison service/);

    await user.click(toggles[0]);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(toggles[2]).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    [
      'en',
      'Frequently asked questions',
      /Can I change or cancel my package\?/,
      /applies right away, and what you have used this month counts/,
    ],
    ['tr', 'Sıkça sorulan sorular', /Paketimi değiştirebilir/, /hemen geçerli olur; bu ay kullandıklarınız/],
  ] as const)(
    'FAQ (%s): a package change applies right away, as the upgrade dialog and the server do',
    async (language, region, question, answer) => {
      const user = userEvent.setup();
      await renderApp('/', { language });
      const faq = await screen.findByRole('region', { name: region });
      const toggle = within(faq).getByRole('button', { name: question });
      await user.click(toggle);
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveTextContent(answer);
    },
  );

  it('packages: a spinner, then one card per package sorted Level_1 → Level_4, Standard highlighted, select → /login', async () => {
    await renderApp('/');
    expect(within(await packagesSection()).getByRole('status')).toHaveTextContent('Loading…');
    const cards = await within(await packagesSection()).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Free',
      'Hobby',
      'Standard',
      'Premium',
    ]);
    expect(within(cards[0]).getByText('Start comparing for free')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/149\.90 \/ month/)).toBeInTheDocument();
    expect(within(cards[2]).getByText('Most popular')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Most popular')).toBeNull();
    expect(within(cards[2]).getByText('Selectable features')).toBeInTheDocument();
    for (const card of cards)
      expect(within(card).getByRole('link', { name: 'Select' })).toHaveAttribute('href', '/login');
  });

  it('packages in Turkish: the Turkish half of the description and the Turkish price format', async () => {
    await renderApp('/', { language: 'tr' });
    const cards = await within(await packagesSection()).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Ücretsiz',
      'Hobi',
      'Standart',
      'Premium',
    ]);
    expect(within(cards[0]).getByText('Ücretsiz karşılaştırmaya başlayın')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/149,90/)).toBeInTheDocument();
    expect(within(cards[2]).getByText('En popüler')).toBeInTheDocument();
  });

  it('packages sent in any order are still sorted, and a missing price shows "not available"', async () => {
    const base: Omit<Package, 'id' | 'name' | 'description' | 'compare_limit'> = {
      currency: 'TRY',
      message_limit: 0,
      conversation_limit: 0,
      features: [],
      detail_level: 'summary',
      priority_support: false,
      advanced_reporting: false,
      custom_enterprise_solutions: false,
    };
    const data: Package[] = [
      { ...base, id: 4, name: 'Level_4', description: 'Premium', price: 499, compare_limit: 'unlimited' },
      { ...base, id: 1, name: 'Level_1', description: 'Free', compare_limit: 5 },
      { ...base, id: 3, name: 'Level_3', description: 'Standard', price: null, compare_limit: 100 },
      { ...base, id: 2, name: 'Level_2', description: 'Hobby', price: 10, compare_limit: 30 },
    ];
    server.use(getListPackagesMockHandler200({ success: true, data }));
    await renderApp('/');
    const cards = await within(await packagesSection()).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'package-1-title',
      'package-2-title',
      'package-3-title',
      'package-4-title',
    ]);
    expect(within(cards[0]).getByText('Price not available')).toBeInTheDocument();
    expect(within(cards[3]).getByText('Comparisons per month: unlimited')).toBeInTheDocument();
  });

  it('packages: on failure an error box with the message and a retry that refetches', async () => {
    let calls = 0;
    server.use(
      // Counts every GET /api/packages and lets it through: the first fails, the retry reaches the mocks.
      http.get('*/api/packages', () => {
        calls += 1;
      }),
      answerError(getListPackagesMockHandler500, 'Service unavailable', { once: true }),
    );
    const user = userEvent.setup();
    await renderApp('/');
    const alert = await within(await packagesSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching package information.');
    expect(alert).toHaveTextContent('Details could not be retrieved: Service unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await packagesSection()).findAllByRole('article')).toHaveLength(4);
    expect(within(await packagesSection()).queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('packages: an error without a message says "unknown error"', async () => {
    server.use(answerErrorWithoutMessage(getListPackagesMockHandler500));
    await renderApp('/');
    expect(await within(await packagesSection()).findByRole('alert')).toHaveTextContent(
      'Details could not be retrieved: unknown error',
    );
  });

  it('popular comparisons: an error shows a retry', async () => {
    server.use(answerError(getListPopularComparisonsMockHandler500, 'Down'));
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Popular comparisons' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Popular comparisons could not be loaded.');
    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(6));
  });
});
