import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';

describe('the route table', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a public page', '/login', false],
    ['an app page', '/app/profile', true],
  ])(
    'loading %s first shows a fallback, without React Router\'s "No HydrateFallback" warning',
    async (_label, url, signedIn) => {
      const warn = vi.spyOn(console, 'warn');
      await renderApp(url, signedIn ? { user: signedInAs('Level_2', { user: { name: 'Hobby User' } }) } : {});
      await screen.findByRole('heading', { level: 1 });
      expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
    },
  );
});

describe('a page the package does not include', () => {
  it('sends the user to Compare and says why, naming the page and the package that has it, with the way there', async () => {
    await renderApp('/app/chat', { user: signedInAs('Level_3') });
    expect(
      await screen.findByText('The AI assistant is part of Premium, so you are on Compare instead.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/app/package/upgrade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare products and services' })).toBeVisible();
  });

  it('in Turkish', async () => {
    await renderApp('/app/chat', { user: signedInAs('Level_3'), language: 'tr' });
    expect(
      await screen.findByText(
        'Yapay zekâ asistanı Premium paketinin bir parçası; bu yüzden Karşılaştır sayfasındasınız.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Premium paketini gör' })).toBeVisible();
  });

  it('says nothing on an ordinary visit to Compare', async () => {
    await renderApp('/app/compare', { user: signedInAs('Level_3') });
    await screen.findByRole('heading', { level: 1, name: 'Compare products and services' });
    expect(screen.queryByText(/so you are on Compare instead/)).not.toBeInTheDocument();
  });
});
