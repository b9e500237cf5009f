import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { currentUserKey } from '@/lib/current-user';
import { keepDrafts } from '@/lib/kept-draft';
import { parseCompareDraft, type CompareDraft } from '@/lib/compare-draft';
import { useKeptDraft, useKeptFormDraft } from './use-kept-draft';

type Values = { title: string; body: string; secret: string };

function DraftForm() {
  const form = useForm<Values>({ defaultValues: { title: 'Start', body: '', secret: '' } });
  const draft = useKeptFormDraft('test-form', form, ['title', 'body'] as const);
  return (
    <form>
      {draft.kept ? <p>kept</p> : null}
      <label>
        Title <input {...form.register('title')} />
      </label>
      <label>
        Body <input {...form.register('body')} />
      </label>
      <label>
        Secret <input {...form.register('secret')} />
      </label>
    </form>
  );
}

/** A form with its own state, the way the compare form would use the hook. */
function QueryForm() {
  const [draft, setDraft] = useState<CompareDraft>({ query: '', features: [], isDetailed: false });
  const kept = useKeptDraft('compare', {
    read: useCallback(() => (draft.query.trim() ? draft : null), [draft]),
    restore: setDraft,
    parse: parseCompareDraft,
  });
  return (
    <form>
      {kept.kept ? <p>kept</p> : null}
      <label>
        Query <input value={draft.query} onChange={(event) => setDraft({ ...draft, query: event.target.value })} />
      </label>
      <label>
        Detailed{' '}
        <input
          type="checkbox"
          checked={draft.isDetailed}
          onChange={(event) => setDraft({ ...draft, isDetailed: event.target.checked })}
        />
      </label>
    </form>
  );
}

function mount(userId: string | null, path = '/app/profile', form = <DraftForm />) {
  const client = new QueryClient();
  if (userId)
    client.setQueryData(currentUserKey(), {
      id: userId,
      email: 'a@example.com',
      name: 'A',
      language: 'en',
      package_name: 'Level_1',
    });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{form}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('useKeptFormDraft', () => {
  it('a 401 keeps the listed fields that were typed into (never the others), with the page, and puts them back once', async () => {
    const first = mount('u1', '/app/profile?tab=1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Body'), 'typed');
    await user.type(screen.getByLabelText('Secret'), 'hunter2');
    expect(keepDrafts()).toBe('/app/profile?tab=1');
    expect(sessionStorage.getItem('kiyasla.keptDraft.test-form')).not.toContain('hunter2');
    first.unmount();

    mount('u1');
    expect(screen.getByLabelText('Body')).toHaveValue('typed');
    expect(screen.getByLabelText('Title')).toHaveValue('Start');
    expect(screen.getByLabelText('Secret')).toHaveValue('');
    expect(screen.getByText('kept')).toBeInTheDocument();
    // Read once: another visit starts clean.
    expect(sessionStorage.getItem('kiyasla.keptDraft.test-form')).toBeNull();
  });

  it('keeps nothing for a form left as it started', () => {
    mount('u1');
    expect(keepDrafts()).toBeNull();
    expect(sessionStorage.getItem('kiyasla.keptDraft.test-form')).toBeNull();
  });

  it('another account signing in never sees the input, and the draft is dropped', async () => {
    const first = mount('u1');
    await userEvent.setup().type(screen.getByLabelText('Body'), 'private');
    act(() => void keepDrafts());
    first.unmount();
    mount('u2');
    expect(screen.getByLabelText('Body')).toHaveValue('');
    expect(screen.queryByText('kept')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('kiyasla.keptDraft.test-form')).toBeNull();
  });

  it('ignores what storage holds when it is not the form’s shape', () => {
    sessionStorage.setItem(
      'kiyasla.keptDraft.test-form',
      JSON.stringify({ values: { body: { evil: true }, other: 'x' }, path: '/app/profile', userId: 'u1' }),
    );
    mount('u1');
    expect(screen.getByLabelText('Body')).toHaveValue('');
    expect(screen.queryByText('kept')).not.toBeInTheDocument();
  });

  it('works for a form with its own state (the compare query, parsed by parseCompareDraft)', async () => {
    const first = mount('u1', '/app/compare', <QueryForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Query'), 'iPhone 15 vs Galaxy S24');
    await user.click(screen.getByLabelText('Detailed'));
    expect(keepDrafts()).toBe('/app/compare');
    first.unmount();
    mount('u1', '/app/compare', <QueryForm />);
    expect(screen.getByLabelText('Query')).toHaveValue('iPhone 15 vs Galaxy S24');
    expect(screen.getByLabelText('Detailed')).toBeChecked();
    expect(screen.getByText('kept')).toBeInTheDocument();
  });
});
