import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { answerError } from '@tests/api-answers';
import { captureCompareBodies, comparisonFor, exampleComparison } from '@tests/report-fixtures';
import {
  getCreateComparisonMockHandler,
  getGetComparisonMockHandler,
  getGetComparisonMockHandler404,
} from '@/api/generated/query/comparisons/comparisons.msw';
import type { Comparison, CompareRequest } from '@shared/api/generated/model';
import { compareDraftState } from '@/lib/compare-draft';

/** The server has this stored comparison (GET /api/comparisons/{id} answers it). */
function stored(comparison: Comparison): Comparison {
  server.use(getGetComparisonMockHandler({ success: true, data: comparison }));
  return comparison;
}

/** A run answers with a new comparison of the items the user asked for. */
function runsAnswerWhatWasAsked() {
  let runs = 0;
  server.use(
    getCreateComparisonMockHandler(async ({ request }) => {
      const body = (await request.clone().json()) as CompareRequest;
      runs += 1;
      return {
        success: true,
        data: comparisonFor(body.query, body.query.split(' vs '), {
          id: `cmp_run_${runs}`,
          features: body.features,
          isDetailed: body.isDetailed,
        }),
      };
    }),
  );
}

afterEach(() => server.events.removeAllListeners());

describe('the query bar after a run', () => {
  it('folds the form into one line with the query’s items, and lands focus on the report’s top', async () => {
    runsAnswerWhatWasAsked();
    const user = userEvent.setup();
    await renderApp('/app/compare', { user: signedInAs('Level_3') });
    await user.type(await screen.findByLabelText('What do you want to compare?'), 'Spotify vs Apple Music');
    await user.click(screen.getByRole('checkbox', { name: 'Price' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const heading = await screen.findByRole('heading', { name: 'Comparison report' }, { timeout: 8000 });
    await waitFor(() => expect(heading).toHaveFocus());
    // The full form is gone, the bar holds the query; the popular list waits folded below.
    expect(screen.queryByRole('form', { name: 'Compare form' })).not.toBeInTheDocument();
    const bar = screen.getByRole('form', { name: 'Your comparison query' });
    const items = within(bar).getByRole('list', { name: 'Comparing' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.query-chip__name')?.textContent),
    ).toEqual(['Spotify', 'Apple Music']);
    expect(within(bar).getByText('Summary · Price')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Run again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Popular comparisons' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Compare now: / })).not.toBeInTheDocument();
  });

  it('shows the items the server read from the query, not the browser’s split, while the query is unchanged', async () => {
    // Typed in lower case, the purpose ends where the catalogue's "Fiat Egea" does; only the server knows.
    const query = 'peugeot 208 vs fiat egea şehir içi kullanım için';
    const comparison = stored(comparisonFor(query, ['peugeot 208', 'fiat egea'], { id: 'cmp_purpose' }));
    const user = userEvent.setup();
    await renderApp(`/app/compare/${comparison.id}`, { user: signedInAs('Level_4') });
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    const chips = () =>
      within(within(bar).getByRole('list', { name: 'Comparing' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.query-chip__name')?.textContent);
    expect(chips()).toEqual(['peugeot 208', 'fiat egea']);
    // Edited, the query is the user's again: its chips are read from it.
    await user.type(within(bar).getByRole('textbox', { name: 'Add an item' }), 'Renault Clio{Enter}');
    expect(chips()).toEqual(['peugeot 208', 'fiat egea', 'Renault Clio']);
  });

  it('removes and adds items, then runs the edited query with the same options', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    runsAnswerWhatWasAsked();
    const comparison = stored(exampleComparison({ features: ['price', 'design'], isDetailed: true }));
    const { router } = await renderApp(`/app/compare/${comparison.id}`, { user: signedInAs('Level_4') });
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    await user.click(within(bar).getByRole('button', { name: `Remove ${comparison.items[1]}` }));
    expect(within(bar).queryByText(comparison.items[1])).not.toBeInTheDocument();
    // Something else changed: the button says so.
    expect(within(bar).getByRole('button', { name: 'Compare' })).toBeInTheDocument();
    await user.type(within(bar).getByRole('textbox', { name: 'Add an item' }), 'Zune{Enter}');
    await user.type(within(bar).getByRole('textbox', { name: 'Add an item' }), 'iPod Classic');
    await user.click(within(bar).getByRole('button', { name: 'Add' }));
    expect(within(bar).getByRole('textbox', { name: 'Add an item' })).toHaveValue('');
    await user.click(within(bar).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/app/compare/${comparison.id}`), {
      timeout: 8000,
    });
    expect(bodies).toEqual([
      {
        query: `${comparison.items[0]} vs Zune vs iPod Classic`,
        features: comparison.features,
        isDetailed: comparison.isDetailed,
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Your comparison query' }))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('.query-chip__name')?.textContent),
      ).toEqual([comparison.items[0], 'Zune', 'iPod Classic']),
    );
  });

  it('says "at least two items" when the bar is run with one, and sends nothing', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    const comparison = stored(exampleComparison());
    await renderApp(`/app/compare/${comparison.id}`, { user: signedInAs('Level_3') });
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    await user.click(within(bar).getByRole('button', { name: `Remove ${comparison.items[0]}` }));
    await user.click(within(bar).getByRole('button', { name: 'Compare' }));
    expect(await within(bar).findByText('Please enter at least two items for comparison.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('Edit unfolds the full form with the same values; Collapse folds it back', async () => {
    const user = userEvent.setup();
    const comparison = stored(exampleComparison({ features: ['sustainability', 'usability'], isDetailed: true }));
    await renderApp(`/app/compare/${comparison.id}`, { user: signedInAs('Level_3') });
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    await user.click(within(bar).getByRole('button', { name: 'Edit query and options' }));
    const form = screen.getByRole('form', { name: 'Compare form' });
    const input = within(form).getByRole('textbox', { name: /What do you want to compare/ });
    expect(input).toHaveValue(comparison.query);
    expect(input).toHaveFocus();
    expect(within(form).getByRole('radio', { name: 'Detailed' })).toBeChecked();
    for (const box of within(form).getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).checked).toBe(
        comparison.features.includes((box as HTMLInputElement).value as never),
      );
    }
    // The report stays; the popular list stays out of the way.
    expect(screen.getByRole('heading', { name: 'Comparison report' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Collapse' }));
    expect(screen.getByRole('form', { name: 'Your comparison query' })).toBeInTheDocument();
  });

  it('a report that cannot be found says so at the top, with the full form to start again', async () => {
    server.use(answerError(getGetComparisonMockHandler404, 'Comparison not found.'));
    await renderApp('/app/compare/cmp_does_not_exist', { user: signedInAs('Level_3') });
    const alert = await screen.findByText('This comparison could not be found.');
    const page = alert.closest('.compare-page') as HTMLElement;
    // Before the form in reading order, and focused so it is in view and announced.
    expect(
      alert.compareDocumentPosition(within(page).getByRole('form', { name: 'Compare form' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(alert.closest('.compare-page__not-found')).toHaveFocus());
    expect(within(page).getByRole('link', { name: 'Start a new comparison' })).toHaveAttribute('href', '/app/compare');
  });

  it('history’s "Run again" arrives with the query folded in the bar', async () => {
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    const comparison = exampleComparison({ features: ['price'], isDetailed: false });
    const { router } = await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    await screen.findByRole('list', { name: 'Your comparisons' });
    await router.navigate('/app/compare', { state: compareDraftState(comparison) });
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.query-chip__name')?.textContent),
    ).toEqual(comparison.items);
    await user.click(within(bar).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      query: comparison.query,
      features: comparison.features,
      isDetailed: comparison.isDetailed,
    });
  });
});
