import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { getStoredUser } from '@/lib/session';
import { renderApp } from '@tests/render-app';
import { packageChangesAccepted, signedInAs } from '@tests/test-user';
import type { PackageName } from '@shared/api/generated/model';
import {
  getChangePackageMockHandler500,
  getListPackagesMockHandler500,
} from '@/api/generated/query/packages/packages.msw';
import { answerError, recordRequests } from '@tests/api-answers';

async function openPackages(level: PackageName, language: 'en' | 'tr' = 'en') {
  const user = signedInAs(level);
  packageChangesAccepted();
  const view = await renderApp('/app/package/upgrade', { user, language });
  const tr = language === 'tr';
  await screen.findByRole('heading', { level: 1, name: tr ? 'Paketler' : 'Packages' }, { timeout: 5000 });
  await screen.findByRole('table', { name: tr ? 'Paket karşılaştırması' : 'Plan comparison' });
  return { ...view, user: userEvent.setup() };
}

/** A plan's column header (name, price, Select or the current tag). */
function card(name: string): HTMLElement {
  const header = screen
    .getAllByRole('columnheader')
    .find((cell) => cell.querySelector('.plan-table__name')?.textContent === name);
  if (!header) throw new Error(`no plan column ${name}`);
  return header;
}

describe('packages page', () => {
  it('compares every package as a column with the current tag, what each includes and locked features with a tooltip', async () => {
    await openPackages('Level_1');
    // The corner cell ("Feature") and the four plans.
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
    const free = card('Free');
    expect(within(free).getByText('Current package')).toBeInTheDocument();
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();
    const pdf = screen.getByRole('rowheader', { name: /^PDF\/CSV export/ });
    const tooltipTrigger = within(pdf).getByText('Locked in your package').closest('[aria-describedby]') as HTMLElement;
    expect(tooltipTrigger).toHaveAccessibleDescription('Upgrade to a higher package to unlock this feature.');
  });

  it('select → buy now → confirm changes the package; the header and stored user follow without a reload', async () => {
    const changes = recordRequests('PUT', '/api/packages/me');
    const { user } = await openPackages('Level_1');
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await user.click(within(card('Premium')).getByRole('button', { name: /Select/ }));
    expect(within(card('Premium')).getByRole('button', { name: /Selected/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Premium?' });
    expect(dialog).toHaveTextContent('from Free to Premium');
    expect(dialog).toHaveTextContent('What you have used this month counts toward the limits of Premium.');
    expect(within(dialog).queryByText(/This is a downgrade/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and buy' }));
    const success = await screen.findByText('Your package is now Premium.');
    expect(changes.map(({ body }) => body)).toEqual([{ package_name: 'Level_4' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The success message takes focus where the purchase bar was, in view.
    await waitFor(() => expect(success.closest('[role="status"]')).toHaveFocus());
    expect(getStoredUser()?.package_name).toBe('Level_4');
    // Header: Level_4 shows the upper-case badge instead of the upgrade button.
    await waitFor(() => expect(screen.getByText('PREMIUM')).toBeInTheDocument());
    expect(within(card('Premium')).getByText('Current package')).toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const changes = recordRequests('PUT', '/api/packages/me');
    const { user } = await openPackages('Level_1');
    await user.click(within(card('Hobby')).getByRole('button', { name: /Select/ }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getStoredUser()?.package_name).toBe('Level_1');
    expect(changes).toHaveLength(0);
  });

  it('warns before a downgrade', async () => {
    const { user } = await openPackages('Level_4');
    await user.click(within(card('Hobby')).getByRole('button', { name: /Select/ }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(within(await screen.findByRole('dialog')).getByText(/This is a downgrade/)).toBeInTheDocument();
  });

  it('a move down to Free says what is lost and when, and nothing about buying', async () => {
    const { user } = await openPackages('Level_3');
    await user.click(within(card('Free')).getByRole('button', { name: /Select/ }));
    expect(screen.getByText('Selected: Free, no monthly fee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Free?' });
    expect(dialog).toHaveTextContent('Your package changes from Standard to Free right away. Free has no monthly fee.');
    expect(dialog).not.toHaveTextContent(/\bat Free\.|\(Free\)|\bbuy\b/i);
    expect(dialog).toHaveTextContent(
      'As soon as you confirm, these features of Standard that Free does not include are locked:',
    );
    const lost = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lost).toEqual(expect.arrayContaining(['Selectable features', 'Deep sentiment analysis']));
    expect(lost).not.toContain('Ad-supported');
    expect(dialog).toHaveTextContent('Your comparisons per month go from 100 to 5 at the same moment.');
    expect(within(dialog).getByRole('button', { name: 'Confirm the change' })).toBeInTheDocument();
  });

  it('a paid downgrade keeps "Buy now" on the page; its confirmation says "Değişikliği onayla" (tr)', async () => {
    const { user } = await openPackages('Level_4', 'tr');
    await user.click(within(card('Hobi')).getByRole('button', { name: /Seç/ }));
    await user.click(screen.getByRole('button', { name: 'Hemen satın al' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Onayladığınız anda Premium paketinin Hobi paketinde olmayan şu özellikleri kilitlenir:',
    );
    expect(within(dialog).getByText('Kişiselleştirilmiş puan')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Aynı anda aylık karşılaştırma hakkınız sınırsız yerine 30 olur.');
    expect(within(dialog).getByRole('button', { name: 'Değişikliği onayla' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Onayla ve satın al' })).not.toBeInTheDocument();
  });

  it('shows the server message when the change fails', async () => {
    const { user } = await openPackages('Level_1');
    // After the sign-in's own answers, which it overrides.
    server.use(answerError(getChangePackageMockHandler500, 'Payment declined.'));
    await user.click(within(card('Standard')).getByRole('button', { name: /Select/ }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and buy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The package could not be changed: Payment declined.',
    );
    expect(getStoredUser()?.package_name).toBe('Level_1');
  });

  it('shows an error with retry when the packages cannot be loaded', async () => {
    server.use(answerError(getListPackagesMockHandler500, 'x', { once: true }));
    await renderApp('/app/package/upgrade', { user: signedInAs('Level_1') });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('An error occurred while fetching packages.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Plan comparison' })).toBeInTheDocument();
  });
});
