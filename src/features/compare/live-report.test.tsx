// The report as it is written: a run is queued at once, the permalink reads the comparison again
// about once a second and shows each section as it arrives, until it is done, failed or cancelled.
// The server's answers are set per step (the page may read any number of times in between).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { recordRequests } from '@tests/api-answers';
import { captureCompareBodies, captureRequests, exampleComparison } from '@tests/report-fixtures';
import {
  getCancelComparisonMockHandler,
  getCreateComparisonMockHandler,
  getGetComparisonMockHandler,
} from '@/api/generated/query/comparisons/comparisons.msw';
import type { Comparison, ComparisonResult, ReportDraft, ReportSectionName } from '@shared/api/generated/model';

const ID = 'cmp_live_report_1';
const QUERY = 'iPhone 15 vs Samsung Galaxy S24';
/** The sections of the contract's queued example, in the report's order. */
const SECTIONS: ReportSectionName[] = [
  'summary',
  'comparison_scores',
  'items',
  'differences',
  'similarities',
  'pricing_analysis',
  'use_case_recommendations',
  'user_feedback_summary',
];

/** The contract asks the page to read a report being written about once a second. */
const POLL_MS = 1000;

function example(): Comparison & { result: ComparisonResult } {
  const comparison = exampleComparison();
  if (!comparison.result) throw new Error("the contract's example comparison is a finished report");
  return { ...comparison, result: comparison.result };
}
const { result: RESULT } = example();

/** The comparison as the server holds it, before any writer took it (no result, no end). */
function base(overrides: Partial<Comparison> = {}): Comparison {
  const { result: _result, finishedAt: _finishedAt, ...rest } = example();
  return { ...rest, id: ID, query: QUERY, features: ['price'], isDetailed: false, ...overrides };
}
const queued = (position: number, overrides: Partial<Comparison> = {}): Comparison =>
  base({ status: 'queued', progress: { queuePosition: position, done: [], pending: SECTIONS }, ...overrides });
function writing(done: ReportSectionName[], lastActivityAt = '2025-09-15T10:24:40Z'): Comparison {
  const draft: ReportDraft = Object.fromEntries(done.map((name) => [name, RESULT[name]]));
  const pending = SECTIONS.filter((name) => !done.includes(name));
  return base({ status: 'writing', draft, progress: { done, pending, lastActivityAt, attempt: 1 } });
}
const finished = (overrides: Partial<Comparison> = {}): Comparison =>
  base({ status: 'done', finishedAt: '2025-09-15T10:25:02Z', result: RESULT, ...overrides });

/** GET /api/comparisons/:id answers what the test last set for that id. */
function answerComparisons(initial: Record<string, Comparison>) {
  const answers = { ...initial };
  server.use(
    getGetComparisonMockHandler(({ params }) => {
      const answer = answers[String(params.comparisonId)];
      return answer
        ? { success: true, data: answer }
        : Promise.reject(new Error(`unexpected GET ${String(params.comparisonId)}`));
    }),
  );
  return answers;
}

/** One poll's worth of time (fake timers), and the answer it brings. */
async function nextPoll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(POLL_MS);
  });
}

const progressLine = (report: HTMLElement) =>
  within(within(report).getByRole('group', { name: 'Report progress' })).getByRole('status');
const reportArticle = async () =>
  (await screen.findByRole('heading', { name: 'Comparison report' })).closest('article') as HTMLElement;

// Intl puts narrow no-break spaces in some dates and times: compare with plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function runQuery(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('What do you want to compare?'), QUERY);
  await user.click(screen.getByRole('checkbox', { name: 'Price' }));
  await user.click(screen.getByRole('button', { name: 'Compare' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a report written live', () => {
  it('Compare lands on the permalink as soon as the run is queued, with the header, the items and placeholders', async () => {
    // The permalink's own read is held: what shows comes from the POST's answer alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      getCreateComparisonMockHandler({ success: true, data: queued(3) }),
      getGetComparisonMockHandler(async () => {
        await held;
        return { success: true, data: queued(3) };
      }),
    );
    const user = userEvent.setup();
    try {
      const { router } = await renderApp('/app/compare', { user: signedInAs('Level_3') });
      await runQuery(user);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/app/compare/${ID}`));
      const report = await reportArticle();
      expect(within(report).getByText(QUERY, { selector: '.report__items-line' })).toBeInTheDocument();
      expect(progressLine(report)).toHaveTextContent('Waiting for a writer — 2 reports ahead of yours');
      // Every section to come has its heading in its place; nothing is being written yet.
      for (const title of [
        'Summary',
        'Scores',
        'Compared items',
        'Differences',
        'Similarities',
        'Pricing analysis',
        'Use-case recommendations',
        'User feedback summary',
      ])
        expect(within(within(report).getByRole('region', { name: title })).getByText('To come')).toBeInTheDocument();
      expect(within(report).queryByText('Being written…')).not.toBeInTheDocument();
      // No actions on a report that is not finished; one Cancel.
      expect(within(report).queryByRole('group', { name: 'Report actions' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    } finally {
      release();
    }
  });

  it('says where the report is and shows each section as it arrives, then the whole report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = answerComparisons({ [ID]: queued(2) });
    server.use(getCreateComparisonMockHandler({ success: true, data: queued(2) }));
    const requests = captureRequests();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/app/compare', { user: signedInAs('Level_3') });
    await runQuery(user);
    const report = await reportArticle();
    expect(progressLine(report)).toHaveTextContent('Waiting for a writer — 1 report ahead of yours');

    answers[ID] = queued(1);
    await nextPoll();
    await waitFor(() => expect(progressLine(report)).toHaveTextContent('Yours is next'));

    answers[ID] = writing(['summary']);
    await nextPoll();
    expect(await within(report).findByText(RESULT.summary)).toBeInTheDocument();
    expect(progressLine(report)).toHaveTextContent('Writing the scores — 2 of 8 sections');
    expect(within(screen.getByRole('region', { name: 'Scores' })).getByText('Being written…')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Compared items' })).getByText('To come')).toBeInTheDocument();

    answers[ID] = writing(['summary', 'comparison_scores', 'items']);
    await nextPoll();
    await waitFor(() => expect(progressLine(report)).toHaveTextContent('Writing the differences — 4 of 8 sections'));
    // The verdict (from the scores) and the item cards are in; the summary is still there.
    expect(within(screen.getByTestId('verdict')).getByText('Samsung Galaxy S24')).toBeInTheDocument();
    expect(within(report).getByText('Excellent video recording')).toBeInTheDocument();
    expect(within(report).getByText(RESULT.summary)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Differences' })).getByText('Being written…')).toBeInTheDocument();
    expect(within(report).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();

    const packageReads = () => requests.filter((request) => request === 'GET /api/packages/me').length;
    const readsBefore = packageReads();
    answers[ID] = finished();
    await nextPoll();
    expect(await within(report).findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(report).queryByRole('group', { name: 'Report progress' })).not.toBeInTheDocument();
    expect(within(report).queryByText('To come')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(report).getByRole('heading', { name: 'Sustainability analysis' })).toBeInTheDocument();
    // The report ended: the quota line reads My Package again (a failed one would be given back).
    await waitFor(() => expect(packageReads()).toBeGreaterThan(readsBefore));
    // And the page stops reading it.
    const reads = requests.filter((request) => request === `GET /api/comparisons/${ID}`).length;
    await nextPoll();
    await nextPoll();
    expect(requests.filter((request) => request === `GET /api/comparisons/${ID}`)).toHaveLength(reads);
  });

  it('shows the verdict card only once the report’s own verdict is there, never one read from the scores meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Judged for a purpose, the verdict picks the item the overall scores put second.
    const verdict = {
      winners: ['iPhone 15'],
      basis: 'purpose' as const,
      purpose: 'video',
      deciding: 'For video, iPhone 15 is the pick: 4K Dolby Vision recording against 8K at 24 fps.',
    };
    const sections: ReportSectionName[] = ['summary', 'comparison_scores', 'verdict', ...SECTIONS.slice(2)];
    const judged: ComparisonResult = { ...RESULT, verdict };
    const writingJudged = (done: ReportSectionName[]): Comparison => {
      const draft: ReportDraft = Object.fromEntries(done.map((name) => [name, judged[name]]));
      const pending = sections.filter((name) => !done.includes(name));
      return base({ status: 'writing', draft, progress: { done, pending, lastActivityAt: '2025-09-15T10:24:40Z' } });
    };
    const answers = answerComparisons({ [ID]: writingJudged(['summary', 'comparison_scores']) });
    await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3') });
    const report = await reportArticle();
    await waitFor(() => expect(progressLine(report)).toHaveTextContent('Writing the verdict — 3 of 9 sections'));
    // The scores are in, the verdict is not: its slot, no card naming the scores' leader.
    expect(within(report).getByRole('region', { name: 'Scores' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Verdict' })).getByText('Being written…')).toBeInTheDocument();
    expect(within(report).queryByTestId('verdict')).not.toBeInTheDocument();

    answers[ID] = writingJudged(['summary', 'comparison_scores', 'verdict']);
    await nextPoll();
    const card = await within(report).findByTestId('verdict');
    const winner = (element: HTMLElement) => element.querySelector('.report-verdict__name')?.textContent;
    expect(winner(card)).toBe('iPhone 15');
    expect(within(card).getByText(verdict.deciding)).toBeInTheDocument();
    expect(within(report).queryByTestId('pending-verdict')).not.toBeInTheDocument();
    expect(progressLine(report)).toHaveTextContent('Writing the compared items — 4 of 9 sections');

    // The finished report says the same.
    answers[ID] = finished({ result: judged });
    await nextPoll();
    expect(await within(report).findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(screen.getByTestId('verdict')).getByText(verdict.deciding)).toBeInTheDocument();
    expect(winner(screen.getByTestId('verdict'))).toBe('iPhone 15');
  });

  it('while the report is written the query bar offers no second run of the same query; a changed query can run', async () => {
    const answers = answerComparisons({ [ID]: writing(['summary']) });
    const user = userEvent.setup();
    await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3') });
    await reportArticle();
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    await waitFor(() => expect(within(bar).getByText('Samsung Galaxy S24')).toBeInTheDocument());
    expect(within(bar).queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
    await user.type(within(bar).getByRole('textbox'), 'Pixel 8{Enter}');
    expect(within(bar).getByRole('button', { name: 'Compare' })).toBeEnabled();
    // Once it ends, running the same query again is offered as before.
    answers[ID] = finished();
    await user.click(within(bar).getByRole('button', { name: /Remove Pixel 8/ }));
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Run again' })).toBeEnabled(), {
      timeout: 3000,
    });
  });

  it('Cancel asks the server to cancel and shows the cancelled report with Run again', async () => {
    const answers = answerComparisons({ [ID]: writing(['summary']) });
    const cancelled = base({ status: 'cancelled', finishedAt: '2025-09-15T10:24:50Z' });
    server.use(
      getCancelComparisonMockHandler(() => {
        answers[ID] = cancelled;
        return { success: true, data: cancelled };
      }),
    );
    const sent = recordRequests('POST', `/api/comparisons/${ID}/cancel`);
    const user = userEvent.setup();
    // Opened from its permalink (a reload, or the history): the same live report.
    await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3') });
    const report = await reportArticle();
    await waitFor(() => expect(progressLine(report)).toHaveTextContent('Writing the scores — 2 of 8 sections'));
    await user.click(within(report).getByRole('button', { name: 'Cancel' }));
    const notice = await screen.findByText('You cancelled this report. Nothing was counted.');
    expect(sent).toHaveLength(1);
    const alert = notice.closest('.alert') as HTMLElement;
    expect(alert).toHaveAttribute('role', 'status');
    expect(within(alert).getByRole('button', { name: 'Run again' })).toBeEnabled();
    // One "Run again" on the page: the query bar does not repeat the alert's.
    expect(screen.getAllByRole('button', { name: 'Run again' })).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Report progress' })).not.toBeInTheDocument();
    expect(screen.queryByText(RESULT.summary)).not.toBeInTheDocument();
  });

  it('a cancel after more than the first section was received says the report was counted', async () => {
    const answers = answerComparisons({ [ID]: writing(['summary', 'comparison_scores']) });
    const cancelled = base({ status: 'cancelled', finishedAt: '2025-09-15T10:24:50Z', counted: true });
    server.use(
      getCancelComparisonMockHandler(() => {
        answers[ID] = cancelled;
        return { success: true, data: cancelled };
      }),
    );
    const sent = recordRequests('POST', `/api/comparisons/${ID}/cancel`);
    const user = userEvent.setup();
    await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3') });
    const report = await reportArticle();
    await user.click(within(report).getByRole('button', { name: 'Cancel' }));
    const notice = await screen.findByText(
      'You cancelled this report. It was counted, because you had already received more than its first section.',
    );
    expect(sent).toHaveLength(1);
    expect(notice.closest('.alert')).toHaveAttribute('role', 'status');
  });

  it('a failed report shows the server’s reason; Run again sends the same query and options', async () => {
    const message = 'The AI service could not be reached. Nothing was counted; please try again.';
    answerComparisons({
      [ID]: base({
        features: ['price', 'design'],
        isDetailed: true,
        status: 'failed',
        failure: { reason: 'unavailable', message },
        finishedAt: '2025-09-15T10:25:10Z',
      }),
      cmp_live_report_2: queued(1, { id: 'cmp_live_report_2' }),
    });
    server.use(getCreateComparisonMockHandler({ success: true, data: queued(1, { id: 'cmp_live_report_2' }) }));
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    const { router } = await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3') });
    const alert = (await screen.findByText(message)).closest('.alert') as HTMLElement;
    expect(alert).toHaveAttribute('role', 'alert');
    // The query bar is there to edit the query instead.
    expect(screen.getByRole('form', { name: 'Your comparison query' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare/cmp_live_report_2'));
    expect(bodies).toEqual([{ query: QUERY, features: ['price', 'design'], isDetailed: true }]);
  });

  const SUGGESTIONS_LIST = { en: 'Queries to compare instead', tr: 'Bunun yerine karşılaştırılabilecekler' } as const;

  /**
   * The permalink showing `comparison`, which suggests `suggested` (queued as a second comparison
   * when run). Answers a check that clicking a suggestion button runs the suggested query with the
   * comparison's options, through the same run as the Compare button.
   */
  async function openWithSuggestion(comparison: Comparison, suggested: string) {
    const next = queued(1, { id: 'cmp_live_report_2', query: suggested });
    answerComparisons({ [ID]: comparison, cmp_live_report_2: next });
    server.use(getCreateComparisonMockHandler({ success: true, data: next }));
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    const { router } = await renderApp(`/app/compare/${ID}`, {
      user: signedInAs('Level_3'),
      language: comparison.language,
    });
    return async (button: HTMLElement) => {
      expect(button.closest('ul')).toHaveAccessibleName(SUGGESTIONS_LIST[comparison.language]);
      await user.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare/cmp_live_report_2'));
      expect(bodies).toEqual([{ query: suggested, features: ['price'], isDetailed: false }]);
    };
  }

  it.each([
    [
      'en',
      'Could not identify "Ifone 15" and "Gallaxi S24", so no report was written and nothing was counted.',
      'Compare iPhone 15 vs Samsung Galaxy S24',
    ],
    [
      'tr',
      '"Ifone 15" ve "Gallaxi S24" tanınamadı; bu yüzden rapor yazılmadı ve hakkınızdan düşülmedi.',
      'Karşılaştır: iPhone 15 vs Samsung Galaxy S24',
    ],
  ] as const)(
    '(%s) a refused query offers its suggestions; one click runs the suggested query at once',
    async (language, message, label) => {
      const suggested = 'iPhone 15 vs Samsung Galaxy S24';
      const runs = await openWithSuggestion(
        base({
          query: 'Ifone 15 vs Gallaxi S24',
          language,
          features: ['price'],
          status: 'failed',
          failure: {
            reason: 'unusableQuery',
            message,
            suggestions: [{ query: suggested, items: ['iPhone 15', 'Samsung Galaxy S24'] }],
          },
          finishedAt: '2025-09-15T10:25:10Z',
        }),
        suggested,
      );
      await screen.findByText(message);
      await runs(screen.getByRole('button', { name: label }));
    },
  );

  it.each([
    ['en', 'Compare Kindle Paperwhite vs Kobo Clara 2E'],
    ['tr', 'Karşılaştır: Kindle Paperwhite vs Kobo Clara 2E'],
  ] as const)(
    '(%s) a done report that left a name unidentified offers the corrected query; one click runs it',
    async (language, label) => {
      const suggested = 'Kindle Paperwhite vs Kobo Clara 2E';
      const runs = await openWithSuggestion(
        finished({
          query: 'Kindl Paperwite vs Kobo Clara 2E',
          language,
          result: { ...RESULT, unidentified_items: ['Kindl Paperwite'] },
          suggestions: [{ query: suggested, items: ['Kindle Paperwhite', 'Kobo Clara 2E'] }],
        }),
        suggested,
      );
      const note = await screen.findByTestId('unidentified-note');
      expect(note).toHaveTextContent('Kindl Paperwite');
      await runs(within(note.closest('article') as HTMLElement).getByRole('button', { name: label }));
    },
  );

  it('a done report without suggestions shows no suggestion buttons', async () => {
    answerComparisons({ [ID]: finished() });
    await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3') });
    const report = await reportArticle();
    expect(await within(report).findByTestId('verdict')).toBeInTheDocument();
    expect(within(report).queryByRole('list', { name: 'Queries to compare instead' })).not.toBeInTheDocument();
  });

  it('says the writer may have stalled only once nothing has arrived for 20 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = answerComparisons({ [ID]: writing(['summary']) });
    await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3') });
    const report = await reportArticle();
    await waitFor(() => expect(progressLine(report)).toHaveTextContent('Writing the scores'));
    // Text keeps arriving for 25 s: no warning, and no "taking longer than usual".
    for (let second = 1; second <= 25; second++) {
      answers[ID] = writing(['summary'], new Date(Date.UTC(2025, 8, 15, 10, 24, 40 + second)).toISOString());
      await nextPoll();
    }
    expect(screen.queryByText(/Nothing has arrived/)).not.toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    // Then nothing changes any more.
    for (let second = 1; second <= 22; second++) await nextPoll();
    expect(
      await screen.findByText(/^Nothing has arrived for 2\d seconds: the writer may have stalled\./),
    ).toBeInTheDocument();
    expect(progressLine(report)).toHaveTextContent('The writer may have stalled.');
    expect(within(report).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // Text arrives again: the warning goes.
    answers[ID] = writing(['summary', 'comparison_scores']);
    await nextPoll();
    await waitFor(() => expect(screen.queryByText(/Nothing has arrived/)).not.toBeInTheDocument());
  });

  it('an AI report says which model wrote it and when, in Turkish', async () => {
    const writtenAt = new Date(2025, 8, 15, 10, 25).toISOString();
    answerComparisons({
      [ID]: finished({ finishedAt: writtenAt, language: 'tr', source: { engine: 'ai', model: 'gpt-4o-mini' } }),
    });
    await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3'), language: 'tr' });
    const note = await screen.findByTestId('ai-note');
    expect(plain(note.textContent)).toBe(
      'gpt-4o-mini tarafından 15 Eyl 2025 10:25 tarihinde yazıldı. Rakamlar modelin o günkü tahminleridir; satın almadan önce fiyatları ve teknik özellikleri kontrol edin.',
    );
  });
});
