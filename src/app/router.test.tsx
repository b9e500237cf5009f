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
