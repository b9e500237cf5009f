import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { myPackageOf, signedInAs } from '@tests/test-user';
import { captureCompareBodies, captureRequests, comparisonFor } from '@tests/report-fixtures';
import {
  getCreateComparisonMockHandler,
  getCreateComparisonMockHandler429,
  getGetComparisonMockHandler,
} from '@/api/generated/query/comparisons/comparisons.msw';
import { getGetMyPackageMockHandler } from '@/api/generated/query/packages/packages.msw';
import type { CompareRequest } from '@shared/api/generated/model';
import { answerError } from '@tests/api-answers';

const FEATURE_LABELS = [
  'Sentiment',
  'Security and privacy',
  'Sustainability',
  'Price',
  'Performance',
  'Usability',
  'Design',
];

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('compare form by package level', () => {
  it.each(['Level_1', 'Level_2'] as const)(
    '%s sees every feature and the detailed level locked, summary open',
    async (level) => {
      await renderApp('/app/compare', { user: signedInAs(level) });
      const form = await screen.findByRole('form', { name: 'Compare form' });
      for (const label of FEATURE_LABELS) {
        expect(within(form).getByRole('checkbox', { name: label })).toBeDisabled();
        expect(within(form).getByRole('button', { name: `Why is ${label} locked?` })).toBeInTheDocument();
      }
      expect(within(form).getByRole('radio', { name: 'Summary' })).toBeEnabled();
      expect(within(form).getByRole('radio', { name: 'Summary' })).toBeChecked();
      expect(within(form).getByRole('radio', { name: 'Detailed' })).toBeDisabled();
      expect(within(form).getByRole('link', { name: 'Upgrade your package' })).toHaveAttribute(
        'href',
        '/app/package/upgrade',
      );
    },
  );

  it('shows the lock tooltip to keyboard users and hides it on Escape', async () => {
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_1') });
    const lock = await screen.findByRole('button', { name: 'Why is Price locked?' });
    const tip = document.getElementById(lock.getAttribute('aria-describedby') ?? '');
    expect(tip).toHaveTextContent(
      'This feature is not active in your current package. Upgrade your package for more features.',
    );
    expect(tip).not.toHaveClass('is-open');
    await user.tab();
    while (document.activeElement !== lock) await user.tab();
    expect(tip).toHaveClass('is-open');
    expect(lock).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(tip).not.toHaveClass('is-open');
    // A tap (click) opens it again: touch users are not left out.
    await user.click(lock);
    expect(tip).toHaveClass('is-open');
  });

  it.each(['Level_3', 'Level_4'] as const)('%s has every option open, nothing selected at first', async (level) => {
    await renderApp('/app/compare', { user: signedInAs(level) });
    const form = await screen.findByRole('form', { name: 'Compare form' });
    for (const label of FEATURE_LABELS) {
      const box = within(form).getByRole('checkbox', { name: label });
      expect(box).toBeEnabled();
      expect(box).not.toBeChecked();
    }
    expect(within(form).getByRole('radio', { name: 'Detailed' })).toBeEnabled();
    expect(within(form).getByRole('radio', { name: 'Summary' })).toBeChecked();
    expect(within(form).queryByRole('button', { name: /locked/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('link', { name: 'Upgrade your package' })).not.toBeInTheDocument();
  });
});

describe('compare form validation', () => {
  it('an empty query shows compare_error_null_items for exactly 4000 ms and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = captureCompareBodies();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/app/compare', { user: signedInAs('Level_3') });
    await user.type(await screen.findByLabelText('What do you want to compare?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const message = 'Please enter the products or services you want to compare.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
  });

  it('fewer than two items shows the two-items message and sends nothing', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_3') });
    await user.type(await screen.findByLabelText('What do you want to compare?'), 'iPhone 15');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Please enter at least two items for comparison.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('names a repeated item as it is typed, and on submit, and sends nothing', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_3') });
    const field = await screen.findByLabelText('What do you want to compare?');
    await user.type(field, 'iPhone 15 vs iphone 15');
    const message = 'iPhone 15 is in the query twice. Compare it with something else.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Please enter at least two items for comparison.')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
    // Typed away, the message goes at once.
    await user.clear(field);
    await user.type(field, 'iPhone 15 vs Galaxy S24');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('counts the query against its 300-character limit and cuts a long paste there, saying so (tr)', async () => {
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_3'), language: 'tr' });
    const field = await screen.findByLabelText('Neyi karşılaştırmak istiyorsunuz?');
    expect(screen.getByText('0 / 300 karakter')).toBeInTheDocument();
    await user.type(field, 'Netflix vs Netflix');
    expect(
      await screen.findByText('Netflix sorguda iki kez geçiyor. Onu başka bir şeyle karşılaştırın.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.click(field);
    await user.paste('a'.repeat(5000));
    expect(field).toHaveValue('a'.repeat(300));
    expect(screen.getByText('300 / 300 karakter')).toBeInTheDocument();
    expect(
      screen.getByText('Yapıştırılan metin 300 karakterden uzundu: yalnızca ilk 300 karakteri alındı.'),
    ).toBeInTheDocument();
  });

  it('shows the Turkish texts in Turkish', async () => {
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_3'), language: 'tr' });
    await user.click(await screen.findByRole('button', { name: 'Karşılaştır' }));
    expect(
      await screen.findByText('Lütfen karşılaştırmak istediğiniz ürünleri veya hizmetleri girin.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neyi karşılaştırmak istiyorsunuz?'), 'Netflix');
    await user.click(screen.getByRole('button', { name: 'Karşılaştır' }));
    expect(await screen.findByText('Lütfen karşılaştırma için en az iki öğe girin.')).toBeInTheDocument();
  });
});

describe('running a comparison', () => {
  it('sends the trimmed query, the features without prefix and isDetailed, then shows the report at its permalink', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    const { router } = await renderApp('/app/compare', { user: signedInAs('Level_3') });
    await user.type(await screen.findByLabelText('What do you want to compare?'), '  iPhone 15 vs Galaxy S24  ');
    await user.click(screen.getByRole('checkbox', { name: 'Price' }));
    await user.click(screen.getByRole('checkbox', { name: 'Design' }));
    await user.click(screen.getByRole('radio', { name: 'Detailed' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Comparison report' }, { timeout: 8000 })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const body = bodies[0] as { query: string; features: string[]; isDetailed: boolean };
    expect(body.query).toBe('iPhone 15 vs Galaxy S24');
    expect([...body.features].sort()).toEqual(['design', 'price']);
    expect(body.isDetailed).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['features', 'isDetailed', 'query']);
    expect(router.state.location.pathname).toMatch(/^\/app\/compare\/[^/]+$/);
  });

  it('a free user sends no features and isDetailed false', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_1') });
    await user.type(await screen.findByLabelText('What do you want to compare?'), 'Netflix, Disney+');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Comparison report' }, { timeout: 8000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ query: 'Netflix, Disney+', features: [], isDetailed: false }]);
  });

  it('a permalink reloads the same report from the API', async () => {
    // The run answers at once with the comparison queued; the permalink then reads it back, done.
    const summary = 'Spotify wins on discovery, Apple Music on sound.';
    const example = comparisonFor('Spotify vs Apple Music', ['Spotify', 'Apple Music'], { id: 'cmp_spotify_apple' });
    const stored = { ...example, status: 'done' as const, result: example.result && { ...example.result, summary } };
    const { result: _result, ...queued } = { ...stored, status: 'queued' as const };
    server.use(
      getCreateComparisonMockHandler({ success: true, data: queued }),
      getGetComparisonMockHandler(({ params }) =>
        params.comparisonId === stored.id
          ? { success: true, data: stored }
          : Promise.reject(new Error(`unexpected GET ${String(params.comparisonId)}`)),
      ),
    );
    const user = userEvent.setup();
    const signedIn = signedInAs('Level_3');
    const first = await renderApp('/app/compare', { user: signedIn });
    await user.type(await screen.findByLabelText('What do you want to compare?'), 'Spotify vs Apple Music');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await screen.findByRole('heading', { name: 'Comparison report' }, { timeout: 8000 });
    const permalink = first.router.state.location.pathname;
    expect(permalink).toBe('/app/compare/cmp_spotify_apple');
    await waitFor(() => expect(document.querySelector('.report__summary')).toHaveTextContent(summary));
    first.unmount();

    const requests = captureRequests();
    await renderApp(permalink, { user: signedIn });
    await screen.findByRole('heading', { name: 'Comparison report' });
    expect(document.querySelector('.report__summary')).toHaveTextContent(summary);
    expect(requests).toContain('GET /api/comparisons/cmp_spotify_apple');
  });

  it('a 429 shows the server message with an upgrade link', async () => {
    server.use(
      answerError(
        getCreateComparisonMockHandler429,
        'You have reached the comparison limit of your package. Upgrade your package for more.',
        { code: 'package_limit' },
      ),
    );
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_3') });
    await user.type(await screen.findByLabelText('What do you want to compare?'), 'A vs B');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const alert = await screen.findByText(
      'You have reached the comparison limit of your package. Upgrade your package for more.',
    );
    expect(alert.closest('.alert')).toHaveAttribute('role', 'alert');
    expect(
      within(alert.closest('.alert') as HTMLElement).getByRole('link', { name: 'Upgrade your package' }),
    ).toHaveAttribute('href', '/app/package/upgrade');
  });
});

describe('popular comparisons', () => {
  it('a popular comparison chosen on the landing page arrives as ?q= and prefills the query', async () => {
    await renderApp(`/app/compare?q=${encodeURIComponent('Kindle vs Kobo')}`, {
      user: signedInAs('Level_3'),
    });
    const form = await screen.findByRole('form', { name: 'Compare form' });
    expect(within(form).getByRole('textbox', { name: /What do you want to compare/ })).toHaveValue('Kindle vs Kobo');
  });

  it('shows 6 of 9, expands and collapses, and fills the query when chosen', async () => {
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_1') });
    const section = (await screen.findByRole('heading', { name: 'Popular comparisons' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(6));
    // Each card says its votes: a count, or that it has none yet.
    expect(within(section).getAllByText(/^(\d+ votes?|No votes yet)$/).length).toBe(6);
    await user.click(within(section).getByRole('button', { name: 'Show More' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(9);
    await user.click(within(section).getByRole('button', { name: 'Show Less' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    const first = within(section).getAllByRole('listitem')[0];
    const query = first.querySelector('.popular__query')?.textContent ?? '';
    await user.click(within(first).getAllByRole('button')[0]);
    expect(screen.getByLabelText('What do you want to compare?')).toHaveValue(query);
    expect(screen.getByLabelText('What do you want to compare?')).toHaveFocus();
  });

  it('"Compare now" fills the query and runs it', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_1') });
    const run = (await screen.findAllByRole('button', { name: /^Compare now: / }))[0];
    const query = (run.getAttribute('aria-label') ?? '').replace('Compare now: ', '');
    await user.click(run);
    await screen.findByRole('heading', { name: 'Comparison report' }, { timeout: 8000 });
    expect(bodies).toEqual([{ query, features: [], isDetailed: false }]);
  });
});

describe('quota in view', () => {
  it('shows what is left this month, reads it again after each run, and when none are left says so before submitting', async () => {
    // The server counts (server/tests); here it answers as the server would: each run leaves one
    // fewer, and My Package says so when the screen reads it again.
    let remaining = 3;
    const signedIn = signedInAs('Level_1');
    server.use(
      getGetMyPackageMockHandler(() => ({
        success: true,
        data: myPackageOf('Level_1', { remaining_compares: remaining }),
      })),
      getCreateComparisonMockHandler(async ({ request }) => {
        const { query } = (await request.clone().json()) as CompareRequest;
        remaining -= 1;
        return { success: true, data: comparisonFor(query, query.split(' vs '), { id: `cmp_run_${3 - remaining}` }) };
      }),
    );
    const user = userEvent.setup();
    const bodies = captureCompareBodies();
    const { router } = await renderApp('/app/compare', { user: signedIn });
    // A run lands on its permalink with focus on the report's heading.
    const landedOnNewReport = async (before: string) => {
      await waitFor(() => expect(router.state.location.pathname).not.toBe(before));
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Comparison report' })).toHaveFocus());
    };
    expect(await screen.findByText('3 of 5 comparisons left this month')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Compare form' });
    const run = within(form).getByRole('button', { name: 'Compare' });
    expect(run).toBeEnabled();
    expect(run).not.toHaveAttribute('aria-describedby');

    await user.type(screen.getByLabelText('What do you want to compare?'), 'Netflix vs Disney+');
    await user.click(run);
    await screen.findByRole('heading', { name: 'Comparison report' });
    expect(await screen.findByText('2 of 5 comparisons left this month')).toBeInTheDocument();

    let before = router.state.location.pathname;
    const bar = screen.getByRole('form', { name: 'Your comparison query' });
    await user.click(within(bar).getByRole('button', { name: 'Run again' }));
    await landedOnNewReport(before);
    expect(await screen.findByText('1 of 5 comparisons left this month')).toBeInTheDocument();
    before = router.state.location.pathname;
    await user.click(
      within(screen.getByRole('form', { name: 'Your comparison query' })).getByRole('button', { name: 'Run again' }),
    );
    await landedOnNewReport(before);

    const limit = await screen.findByText(/You have used all 5 comparisons of your package this month\./);
    expect(within(limit).getByRole('link', { name: 'Upgrade for more comparisons' })).toHaveAttribute(
      'href',
      '/app/package/upgrade',
    );
    const blocked = within(screen.getByRole('form', { name: 'Your comparison query' })).getByRole('button', {
      name: 'Run again',
    });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAttribute('aria-describedby', limit.id);
    // No error was needed to learn it: three runs went out, none was refused.
    expect(bodies).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    // The full form says the same.
    await user.click(screen.getByRole('button', { name: 'Edit query and options' }));
    // Found by its field's label, then checked by name: a role query over a whole report's DOM took
    // seconds per attempt on CI's loaded 2 cores, so a 5 s wait saw too few attempts (failed at 1 s,
    // then once at 5 s).
    const fullForm = (await screen.findByLabelText('What do you want to compare?')).closest('form');
    expect(fullForm).toHaveAccessibleName('Compare form');
    const full = within(fullForm!).getByRole('button', { name: 'Compare' });
    expect(full).toBeDisabled();
    expect(document.getElementById(full.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      /You have used all 5 comparisons/,
    );
  });

  it('says so when the plan is unlimited, in Turkish too', async () => {
    const { unmount } = await renderApp('/app/compare', { user: signedInAs('Level_4') });
    expect(await screen.findByText('Unlimited comparisons with your package')).toBeInTheDocument();
    unmount();
    await renderApp('/app/compare', {
      user: signedInAs('Level_1', { remaining: { remaining_compares: 3 } }),
      language: 'tr',
    });
    expect(await screen.findByText('Bu ay 5 karşılaştırma hakkınızdan 3 tanesi kaldı')).toBeInTheDocument();
  });
});

describe('the compare field', () => {
  it('has focus on arrival, and its hint quotes the separators and the length limit (both languages)', async () => {
    const { unmount } = await renderApp('/app/compare', { user: signedInAs('Level_1') });
    const input = await screen.findByLabelText('What do you want to compare?');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription('Separate items with “vs”, a comma, “and” or “or”. 0 / 300 characters');
    unmount();
    await renderApp('/app/compare', { user: signedInAs('Level_1'), language: 'tr' });
    expect(await screen.findByLabelText('Neyi karşılaştırmak istiyorsunuz?')).toHaveAccessibleDescription(
      'Öğeleri “vs”, virgül, “ve”, “ile” ya da “veya” ile ayırın. 0 / 300 karakter',
    );
  });

  it('keeps a query typed before the package and the user arrive', async () => {
    let releasePackage: () => void = () => {};
    const held = new Promise<void>((resolve) => (releasePackage = resolve));
    // Signed in first: the held answer below then goes in front of signedInAs's own.
    const signedIn = signedInAs('Level_4');
    server.use(
      http.get('*/api/packages/me', async () => {
        await held;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    // A stored user without its package: the layout fetches the current user too.
    await renderApp('/app/compare', { user: { ...signedIn, package_name: undefined as never } });
    const input = await screen.findByLabelText('What do you want to compare?');
    await user.type(input, 'Kindle vs Kobo');
    releasePackage();
    expect(await screen.findByText('Unlimited comparisons with your package')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Price' })).toBeEnabled());
    expect(input).toHaveValue('Kindle vs Kobo');
  });
});
