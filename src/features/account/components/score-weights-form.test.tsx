// The profile's personal-score card: a package listing `personalized_score` gets the weights
// editor (labelled sliders, saved with the profile through PUT /api/users/me); any other package
// gets what the feature is, the package that has it and the way to upgrade, with no control.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { getUpdateCurrentUserMockHandler403 } from '@/api/generated/query/users/users.msw';
import type { PackageName, User } from '@shared/api/generated/model';
import { renderApp } from '@tests/render-app';
import { exampleUser, profileSavesAccepted, signedInAs } from '@tests/test-user';
import { answerError, recordRequests } from '@tests/api-answers';

const WEIGHTS = { design: 1, usability: 0, performance: 2, pricing: 5, sentiment: 0, sustainability: 4 };

async function openProfile(level: PackageName, changes: Partial<User> = {}) {
  const signedIn = signedInAs(level, { user: changes });
  profileSavesAccepted(exampleUser(level, changes));
  const view = await renderApp('/app/profile', { user: signedIn });
  await screen.findByLabelText('Full name', {}, { timeout: 5000 });
  return { ...view, user: userEvent.setup() };
}

describe('personal score weights', () => {
  it('a Premium user sets how much each criterion matters and saves them with the profile', async () => {
    const saves = recordRequests('PUT', '/api/users/me');
    const { user } = await openProfile('Level_4', { score_weights: WEIGHTS });
    const card = await screen.findByRole('form', { name: 'Your priorities' });
    const value = within(card).getByRole('slider', { name: 'Value for money' });
    // The saved weights, each with a spoken value.
    expect(value).toHaveValue('5');
    expect(value).toHaveAttribute('aria-valuetext', '5 of 5: most');
    expect(within(card).getByRole('slider', { name: 'User sentiment' })).toHaveAccessibleDescription(
      'Counts in reports with the sentiment analysis.',
    );
    fireEvent.change(within(card).getByRole('slider', { name: 'Design' }), { target: { value: '4' } });
    await user.click(within(card).getByRole('button', { name: 'Save priorities' }));
    expect(
      await within(card).findByText('Your priorities are saved. Reports now show your score.'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    await waitFor(() =>
      expect(saves[0].body).toMatchObject({ language: 'en', score_weights: { ...WEIGHTS, design: 4 } }),
    );
  });

  it('starts from equal weights before the first save, and says when all at 0 mean no score', async () => {
    await openProfile('Level_4', { score_weights: undefined });
    const card = await screen.findByRole('form', { name: 'Your priorities' });
    const sliders = within(card).getAllByRole('slider');
    expect(sliders.map((slider) => (slider as HTMLInputElement).value)).toEqual(['3', '3', '3', '3', '3', '3']);
    for (const slider of sliders) fireEvent.change(slider, { target: { value: '0' } });
    expect(card).toHaveTextContent('With every weight at 0, reports show no personal score.');
  });

  it('shows the server’s refusal in its own words', async () => {
    const { user } = await openProfile('Level_4');
    server.use(answerError(getUpdateCurrentUserMockHandler403, 'The personal score is not part of your package.'));
    const card = await screen.findByRole('form', { name: 'Your priorities' });
    await user.click(within(card).getByRole('button', { name: 'Save priorities' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The personal score is not part of your package.');
  });

  it.each(['Level_1', 'Level_3'] as const)(
    '%s sees what the personal score is, that Premium has it, and the way to upgrade: no sliders',
    async (level) => {
      await openProfile(level);
      const card = await screen.findByRole('region', { name: 'Your priorities' });
      expect(card).toHaveTextContent('every report shows your own overall score and ranking');
      expect(await within(card).findByText('Part of the Premium package.')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Upgrade your package' })).toHaveAttribute(
        'href',
        '/app/package/upgrade',
      );
      expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    },
  );
});
