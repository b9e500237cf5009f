import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { i18n, i18nReady } from '@/i18n';
import { QueryState, type QueryStatus } from './query-state';

const base: QueryStatus = {
  isPending: false,
  isFetching: false,
  isError: false,
  error: null,
  fetchStatus: 'idle',
  refetch: () => undefined,
};

async function setup() {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['common']);
}

describe('QueryState', () => {
  it('shows a labelled spinner while the first answer is on its way, nothing for a disabled query', async () => {
    await setup();
    const { rerender } = render(
      <QueryState
        query={{ ...base, isPending: true, isFetching: true, fetchStatus: 'fetching' }}
        loadingLabel="Loading comparisons…"
        error="Failed"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading comparisons…');
    rerender(<QueryState query={{ ...base, isPending: true }} error="Failed" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failure shows the screen message with the error as text, and Try again refetches', async () => {
    await setup();
    const refetch = vi.fn();
    const error = new ApiError({ kind: 'http', status: 500, serverMessage: 'Database is down.' });
    render(
      <QueryState
        query={{ ...base, isError: true, error, refetch }}
        error={(describe) => `Could not load: ${describe('unknown error')}`}
        empty={<p>Nothing here</p>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: Database is down.');
    expect(screen.queryByText('Nothing here')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state only after a successful load, and no alert when told to keep quiet', async () => {
    await setup();
    const { rerender } = render(<QueryState query={base} error="Failed" empty={<p>Nothing here</p>} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    rerender(<QueryState query={{ ...base, isError: true, error: new Error('x') }} error="Failed" hideError />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
