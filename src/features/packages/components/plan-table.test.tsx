import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Package } from '@shared/api/generated/model';
import { i18n, i18nReady } from '@/i18n';
import { sortPackages } from '@/lib/package-display';
import { getListPackagesResponseMock } from '@/api/generated/query/packages/packages.msw';
import { PlanTable } from './plan-table';

/** The contract's package list example: the four plans. */
const PACKAGES = getListPackagesResponseMock().data ?? [];

async function renderTable(
  options: { language?: 'en' | 'tr'; packages?: readonly Package[]; current?: Package['name'] } = {},
) {
  await i18nReady;
  await i18n.changeLanguage(options.language ?? 'en');
  await i18n.loadNamespaces(['common', 'packages']);
  const onSelect = vi.fn();
  render(
    <PlanTable
      packages={sortPackages(options.packages ?? PACKAGES)}
      current={options.current ?? 'Level_1'}
      selected={null}
      onSelect={onSelect}
    />,
  );
  return { onSelect, user: userEvent.setup() };
}

/** The values of one feature row, column by column, as a screen reader reads them. */
function rowValues(label: string): string[] {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${label}`) });
  const row = header.closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('PlanTable', () => {
  it('has the four plans as columns, the current one marked instead of a Select button', async () => {
    await renderTable({ current: 'Level_2' });
    const table = screen.getByRole('table', { name: 'Plan comparison' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Feature',
      expect.stringMatching(/^Free/),
      expect.stringMatching(/^Hobby/),
      expect.stringMatching(/^Most popularStandard/),
      expect.stringMatching(/^Premium/),
    ]);
    expect(within(headers[2]).getByText('Current package')).toBeInTheDocument();
    expect(within(headers[2]).queryByRole('button')).toBeNull();
    expect(within(headers[1]).getByRole('button', { name: 'Select: Free' })).toHaveAttribute('aria-pressed', 'false');
    // A price of 0 reads "Free", the others the locale's currency format.
    expect(within(headers[1]).getByText('Free', { selector: 'p' })).toBeInTheDocument();
    expect(within(headers[2]).getByText(/149\.90 \/ month/)).toBeInTheDocument();
  });

  it('shows limits as numbers or "unlimited", and a limit of 0 as "Not included", never 0', async () => {
    await renderTable();
    expect(rowValues('Comparisons per month')).toEqual(['5', '30', '100', 'unlimited']);
    expect(rowValues('Assistant messages')).toEqual(['Not included', 'Not included', 'Not included', 'unlimited']);
    expect(rowValues('Assistant conversations')).toEqual(['Not included', 'Not included', 'Not included', 'unlimited']);
    expect(screen.queryByRole('cell', { name: '0' })).toBeNull();
  });

  it('marks features ✓ (included) or — (not included), one row per feature, limitations left out', async () => {
    await renderTable();
    expect(rowValues('Ad-free')).toEqual(['Not included', 'Included', 'Included', 'Included']);
    expect(rowValues('PDF/CSV export')).toEqual(['Not included', 'Not included', 'Not included', 'Included']);
    expect(screen.queryByRole('rowheader', { name: /Summary response only/ })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: /Ad-supported/ })).toBeNull();
  });

  it('puts a lock with the upgrade tooltip on the features the current plan lacks', async () => {
    await renderTable({ current: 'Level_3' });
    const pdf = screen.getByRole('rowheader', { name: /^PDF\/CSV export/ });
    expect(within(pdf).getByText('Locked in your package').closest('[aria-describedby]')).toHaveAccessibleDescription(
      'Upgrade to a higher package to unlock this feature.',
    );
    // Standard has it: no lock.
    expect(
      within(screen.getByRole('rowheader', { name: /^Selectable features/ })).queryByText('Locked in your package'),
    ).toBeNull();
  });

  it('calls onSelect with the plan chosen', async () => {
    const { onSelect, user } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Select: Premium' }));
    expect(onSelect).toHaveBeenCalledWith('Level_4');
  });

  it('reads in Turkish', async () => {
    await renderTable({ language: 'tr' });
    expect(screen.getByRole('table', { name: 'Paket karşılaştırması' })).toBeInTheDocument();
    expect(rowValues('Asistan mesajı')).toEqual(['Dahil değil', 'Dahil değil', 'Dahil değil', 'sınırsız']);
    expect(screen.getByText(/149,90/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seç: Premium' })).toBeInTheDocument();
  });
});
