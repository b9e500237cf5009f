import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { server } from '@mocks/node';
import {
  getGetMyPackageMockHandler404,
  getGetMyPackageMockHandler500,
} from '@/api/generated/query/packages/packages.msw';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import type { PackageName } from '@shared/api/generated/model';
import { answerError, answerErrorWithoutMessage } from '@tests/api-answers';

/** Opens My Package; `answers` are the test's own overrides, applied after the sign-in's. */
async function openMyPackage(level: PackageName, language: 'en' | 'tr' = 'en', answers: HttpHandler[] = []) {
  const user = signedInAs(level, { user: { language } });
  server.use(...answers);
  const view = await renderApp('/app/package', { user, language });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, user: userEvent.setup() };
}

function row(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('My Package', () => {
  it('shows the Standard package: localized description, fee, end date, remaining counts and the upgrade button', async () => {
    await openMyPackage('Level_3');
    expect(await screen.findByText('Current package', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Current package')).toHaveTextContent('Standard');
    expect(row('Description')).toHaveTextContent('Detailed comparisons with selectable features');
    expect(row('Monthly fee')).toHaveTextContent(/299\.90/);
    expect(row('End date')).toHaveTextContent(/\d{4}/);
    expect(row('Remaining comparisons')).toHaveTextContent(/^100$/);
    expect(screen.getByRole('link', { name: 'Upgrade package' })).toHaveAttribute('href', '/app/package/upgrade');
  });

  it('shows "unlimited" counts and no upgrade button for Premium', async () => {
    await openMyPackage('Level_4');
    expect(await screen.findByText('Remaining comparisons', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Remaining comparisons')).toHaveTextContent('unlimited');
    expect(row('Remaining assistant messages')).toHaveTextContent('unlimited');
    expect(screen.queryByRole('link', { name: 'Upgrade package' })).not.toBeInTheDocument();
  });

  it('is localized in Turkish (second half of the description, Turkish date and price)', async () => {
    await openMyPackage('Level_3', 'tr');
    expect(await screen.findByText('Açıklama', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Açıklama')).toHaveTextContent('Seçilebilir özelliklerle detaylı karşılaştırmalar');
    expect(row('Aylık ücret')).toHaveTextContent(/299,90/);
    expect(screen.getByRole('link', { name: 'Paketi yükselt' })).toBeInTheDocument();
  });

  it('shows "Details could not be retrieved: {message}" with a retry that works', async () => {
    const { user } = await openMyPackage('Level_3', 'en', [
      answerError(getGetMyPackageMockHandler500, 'Database is down.', { once: true }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Details could not be retrieved: Database is down.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Current package', { selector: 'dt' })).toBeInTheDocument();
  });

  it('says "unknown error" when the failure carries no message', async () => {
    await openMyPackage('Level_3', 'en', [answerErrorWithoutMessage(getGetMyPackageMockHandler500)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Details could not be retrieved: unknown error');
  });

  it('shows the not-found state on 404', async () => {
    await openMyPackage('Level_3', 'en', [answerError(getGetMyPackageMockHandler404, 'No package.')]);
    expect(await screen.findByText('Package information not found or could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
