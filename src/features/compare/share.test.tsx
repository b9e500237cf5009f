import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { answerError } from '@tests/api-answers';
import { captureRequests, exampleComparison } from '@tests/report-fixtures';
import {
  getGetComparisonMockHandler,
  getGetSharedComparisonMockHandler,
  getGetSharedComparisonMockHandler404,
  getGetSharedComparisonResponseMock,
  getShareComparisonMockHandler,
} from '@/api/generated/query/comparisons/comparisons.msw';
import type { Comparison, PackageName, SharedComparison } from '@shared/api/generated/model';

/** Opens the owner's report the server answers with (not shared unless the test says so). */
async function openReport(level: PackageName, comparison: Comparison = exampleComparison()) {
  server.use(getGetComparisonMockHandler({ success: true, data: comparison }));
  const view = await renderApp(`/app/compare/${comparison.id}`, { user: signedInAs(level) });
  const report = (await screen.findByRole('heading', { name: 'Comparison report' })).closest('article') as HTMLElement;
  return { ...view, comparison, report };
}

/** Each PUT …/share answers a new public id, as the server does after a stop (server/tests). */
function sharesAnswerNewIds(...shareIds: string[]) {
  let next = 0;
  server.use(
    getShareComparisonMockHandler(() => ({
      success: true,
      data: { shareId: shareIds[next++], sharedAt: '2025-09-15T10:30:00Z' },
    })),
  );
}

afterEach(() => server.events.removeAllListeners());

describe('the share lifecycle', () => {
  it('share → the public link is shown and carried by every target → stop sharing → the link is gone', async () => {
    const shareId = 'shr_AbCdEfGhIjKlMnOpQrStUv';
    sharesAnswerNewIds(shareId);
    const requests = captureRequests();
    const user = userEvent.setup();
    const { report, comparison } = await openReport('Level_4');
    expect(within(report).queryByText('Shared publicly')).not.toBeInTheDocument();

    await user.click(within(report).getByRole('button', { name: 'Share' }));
    const link = await within(report).findByRole('textbox', { name: 'Public link' });
    const url = (link as HTMLInputElement).value;
    expect(url).toBe(`${window.location.origin}/s/${shareId}`);
    expect(within(report).getByText('Shared publicly')).toBeInTheDocument();
    expect(
      within(report).getByText('Anyone with this link can read this report, without signing in.'),
    ).toBeInTheDocument();
    const x = new URL(within(report).getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? '');
    expect(x.searchParams.get('url')).toBe(url);
    expect(
      new URL(
        within(report).getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href') ?? '',
      ).searchParams.get('url'),
    ).toBe(url);
    expect(
      decodeURIComponent(
        within(report).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '',
      ).endsWith(url),
    ).toBe(true);

    // Reopening the menu does not ask for a second link.
    await user.click(within(report).getByRole('button', { name: 'Share' }));
    await user.click(within(report).getByRole('button', { name: 'Share' }));
    expect(within(report).getByRole('textbox', { name: 'Public link' })).toHaveValue(url);

    await user.click(within(report).getByRole('button', { name: 'Stop sharing' }));
    expect(
      await within(report).findByText('This report is no longer shared: the old link now shows “not found”.'),
    ).toBeInTheDocument();
    expect(within(report).queryByText('Shared publicly')).not.toBeInTheDocument();
    expect(within(report).queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    // What went over the wire: one share, one stop, of this comparison. (That the old link then
    // answers 404 is the server's rule: server/tests/api.test.ts.)
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([
      `PUT /api/comparisons/${comparison.id}/share`,
      `DELETE /api/comparisons/${comparison.id}/share`,
    ]);
  });

  it('the owner can share again after stopping, and gets the new link', async () => {
    const [first, second] = ['shr_FirstLinkFirstLink01', 'shr_SecondLinkSecondLnk2'];
    sharesAnswerNewIds(first, second);
    const user = userEvent.setup();
    const { report } = await openReport('Level_3');
    await user.click(within(report).getByRole('button', { name: 'Share' }));
    expect(await within(report).findByRole('textbox', { name: 'Public link' })).toHaveValue(
      `${window.location.origin}/s/${first}`,
    );
    await user.click(within(report).getByRole('button', { name: 'Stop sharing' }));
    await user.click(await within(report).findByRole('button', { name: 'Create a new public link' }));
    expect(await within(report).findByRole('textbox', { name: 'Public link' })).toHaveValue(
      `${window.location.origin}/s/${second}`,
    );
    expect(within(report).getByText('Shared publicly')).toBeInTheDocument();
  });

  it('a report the server says is shared shows its marker, and the menu shows its link without asking again', async () => {
    const requests = captureRequests();
    const user = userEvent.setup();
    const shareId = 'shr_AlreadySharedLink0001';
    const { report } = await openReport('Level_3', exampleComparison({ shareId }));
    expect(within(report).getByText('Shared publicly')).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Share' }));
    expect(within(report).getByRole('textbox', { name: 'Public link' })).toHaveValue(
      `${window.location.origin}/s/${shareId}`,
    );
    expect(requests.filter((request) => request.startsWith('PUT '))).toEqual([]);
  });
});

describe('the public share page', () => {
  it('renders the report read-only for a signed-out visitor, with a sign-up call to action', async () => {
    const shared = getGetSharedComparisonResponseMock().data as SharedComparison;
    const requests = captureRequests();
    await renderApp(`/s/${shared.shareId}`);
    const title = shared.result.items.map((item) => item.name).join(' vs ');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Shared comparison')).toBeInTheDocument();
    const report = screen.getByRole('heading', { name: 'Comparison report' }).closest('article') as HTMLElement;
    expect(within(report).getByText(shared.result.summary)).toBeInTheDocument();
    // Read-only: no owner actions.
    expect(within(report).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(within(report).queryByRole('group', { name: 'Report actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe(`${title} · Shared comparison · Kıyasla`));
    // Asked for without a token: the visitor never signed in.
    expect(requests).toEqual([`GET /api/shared/${shared.shareId}`]);
  });

  it('an AI report says which model wrote it and when, as prominently as the demo note', async () => {
    const sample = getGetSharedComparisonResponseMock().data as SharedComparison;
    const shared: SharedComparison = {
      ...sample,
      source: { engine: 'ai', model: 'gpt-4o-mini' },
      finishedAt: new Date(2025, 8, 15, 10, 25).toISOString(),
    };
    server.use(getGetSharedComparisonMockHandler({ success: true, data: shared }));
    await renderApp(`/s/${shared.shareId}`);
    const note = await screen.findByTestId('ai-note');
    expect(note.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      "Written by gpt-4o-mini on 15 Sept 2025, 10:25. Figures are the model's estimates as of that day; check prices and specifications before you buy.",
    );
    expect(note).toHaveClass('report-notice');
  });

  it('in Turkish, an unknown or malformed id is a clear not-found page with a title', async () => {
    server.use(answerError(getGetSharedComparisonMockHandler404, 'Karşılaştırma bulunamadı.'));
    await renderApp('/s/shr_nothing_here', { language: 'tr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paylaşılan karşılaştırma bulunamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya git' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Paylaşılan karşılaştırma bulunamadı · Kıyasla'));
  });

  it('a malformed id is not-found without asking the server', async () => {
    await renderApp('/s/not%20a%20share');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared comparison not found' })).toBeInTheDocument();
  });
});

describe('PDF and CSV export follow pdf_csv_export', () => {
  it.each(['Level_1', 'Level_2', 'Level_3'] as const)('%s sees them locked with the upgrade hint', async (level) => {
    const { report } = await openReport(level);
    const pdf = await within(report).findByRole('button', { name: /Export to PDF/ });
    expect(pdf).toBeDisabled();
    expect(within(report).getByRole('button', { name: /Export tables to CSV/ })).toBeDisabled();
    expect(pdf).toHaveAccessibleDescription(
      'PDF and CSV export are not part of your package. Upgrade for PDF and CSV export',
    );
    expect(within(report).getByRole('link', { name: 'Upgrade for PDF and CSV export' })).toHaveAttribute(
      'href',
      '/app/package/upgrade',
    );
  });

  it('Level_4 (which has pdf_csv_export) can use both', async () => {
    const { report } = await openReport('Level_4');
    expect(await within(report).findByRole('button', { name: 'Export to PDF' })).toBeEnabled();
    expect(within(report).getByRole('button', { name: 'Export tables to CSV' })).toBeEnabled();
    expect(within(report).queryByRole('link', { name: 'Upgrade for PDF and CSV export' })).not.toBeInTheDocument();
  });
});
