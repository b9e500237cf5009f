import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import {
  getGetCurrentUserMockHandler500,
  getUpdateCurrentUserMockHandler409,
  getUpdateCurrentUserMockHandler422,
  getUpdateCurrentUserMockHandler500,
} from '@/api/generated/query/users/users.msw';
import { i18n } from '@/i18n';
import type { User } from '@shared/api/generated/model';
import { getStoredUser } from '@/lib/session';
import { renderApp } from '@tests/render-app';
import { exampleUser, profileSavesAccepted, signedInAs } from '@tests/test-user';
import { answerError, recordRequests } from '@tests/api-answers';

// jsdom has no image decoding or canvas: the resizing itself is checked in the browser
// (tests/e2e/account.spec.ts); here an upload becomes a fixed small WebP.
const RESIZED = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA=';
vi.mock('./lib/resize-picture', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lib/resize-picture')>()),
  resizePicture: vi.fn((file: Blob) =>
    file.size === 13 ? Promise.reject(new Error('not decodable')) : Promise.resolve(RESIZED),
  ),
}));

/** A Level_2 user who has filled in only what registration asks for. */
const HOBBY = { name: 'Hobby User', email: 'hobby@example.com', phone: null, linkedin: null, profilePic: null };

/** Signed in as HOBBY (with these changes); a save answers as a server that accepts it. */
function signedInAsHobby(changes: Partial<User> = {}) {
  const signedIn = signedInAs('Level_2', { user: { ...HOBBY, ...changes } });
  profileSavesAccepted(exampleUser('Level_2', { ...HOBBY, ...changes }));
  return signedIn;
}

async function openProfile(changes: Partial<User> = {}) {
  const signedIn = signedInAsHobby(changes);
  const view = await renderApp('/app/profile', { user: signedIn });
  const name = await screen.findByLabelText('Full name', {}, { timeout: 5000 });
  return { ...view, name, user: userEvent.setup() };
}

function banner() {
  return screen.queryByText('Name, email, and language fields cannot be left blank.');
}

describe('profile', () => {
  it('links to Settings (the sidebar does not list it), where the language lives', async () => {
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('link', { name: 'Settings: interface language' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/settings');
  });

  it('prefills the form from the current user', async () => {
    const { name } = await openProfile();
    expect(name).toHaveValue('Hobby User');
    expect(screen.getByLabelText('Email')).toHaveValue('hobby@example.com');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
  });

  it.each(['Full name', 'Email'])('refuses a blank %s with the spec message and sends nothing', async (label) => {
    const saves = recordRequests('PUT', '/api/users/me');
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name, email, and language fields cannot be left blank.')).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('a blank name and email: the message once, both fields marked invalid', async () => {
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Name, email, and language fields cannot be left blank.')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("a failed save's message goes on the next submit: a new field error stands alone", async () => {
    const { user } = await openProfile();
    // After the sign-in's own answers, which it overrides.
    server.use(answerError(getUpdateCurrentUserMockHandler500, 'Nope'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while updating the profile.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("a 422's field errors go to their fields, with no banner", async () => {
    const { user } = await openProfile();
    // After the sign-in's own answers, which it overrides.
    server.use(
      answerError(getUpdateCurrentUserMockHandler422, 'Validation failed.', {
        errors: [{ field: 'email', message: 'This address is already in use.' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This address is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('checks the phone and LinkedIn formats', async () => {
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.type(screen.getByLabelText('LinkedIn profile'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getByText(/Enter a LinkedIn profile address/)).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('saves: sends the form; success message, header name, stored user and interface language change at once', async () => {
    const saves = recordRequests('PUT', '/api/users/me');
    const { user, name } = await openProfile();
    await user.clear(name);
    await user.type(name, 'Zeynep Kaya');
    await user.type(screen.getByLabelText('Phone'), '+90 532 123 45 67');
    await user.type(screen.getByLabelText('LinkedIn profile'), 'https://www.linkedin.com/in/zeynep');
    await user.selectOptions(screen.getByLabelText('Language'), 'tr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profil başarıyla güncellendi!')).toBeInTheDocument();
    expect(i18n.language).toBe('tr');
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Zeynep Kaya');
    expect(getStoredUser()).toMatchObject({ name: 'Zeynep Kaya', language: 'tr' });
    expect(saves.map(({ body }) => body)).toEqual([
      {
        name: 'Zeynep Kaya',
        email: 'hobby@example.com',
        language: 'tr',
        phone: '+90 532 123 45 67',
        linkedin: 'https://www.linkedin.com/in/zeynep',
        profilePic: null,
      },
    ]);
  });

  it('shows "An error occurred while updating the profile." when saving fails', async () => {
    const { user } = await openProfile();
    // After the sign-in's own answers, which it overrides.
    server.use(answerError(getUpdateCurrentUserMockHandler500, 'Nope'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while updating the profile.')).toBeInTheDocument();
  });

  it('puts a taken email (409) under the failure message', async () => {
    const { user } = await openProfile();
    // After the sign-in's own answers, which it overrides.
    server.use(answerError(getUpdateCurrentUserMockHandler409, 'This email address is already registered.'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'premium@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while updating the profile.')).toBeInTheDocument();
    expect(getStoredUser()?.email).toBe('hobby@example.com');
  });

  it('shows "Error loading profile information." when the user cannot be loaded', async () => {
    const signedIn = signedInAsHobby();
    server.use(answerError(getGetCurrentUserMockHandler500, 'Down'));
    await renderApp('/app/profile', { user: signedIn });
    expect(await screen.findByText('Error loading profile information.', {}, { timeout: 5000 })).toBeInTheDocument();
    // The password form does not depend on the profile.
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });
});

describe('profile picture', () => {
  function file(bytes: number, type: string, name = 'me.png') {
    return new File([new Uint8Array(bytes)], name, { type });
  }

  it('starts with the default icon', async () => {
    await openProfile();
    expect(screen.getByText('No profile picture yet: the default icon is shown.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of your profile picture' })).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB, a file that is not an image and one that cannot be decoded', async () => {
    const { user } = await openProfile();
    const input = screen.getByLabelText('Upload an image');
    await user.upload(input, file(10 * 1024 * 1024 + 1, 'image/png'));
    expect(await screen.findByText('The image is too large. Please choose one up to 10 MB.')).toBeInTheDocument();
    // userEvent honours `accept`; a drop or a browser without it could still deliver one.
    await userEvent.setup({ applyAccept: false }).upload(input, file(10, 'text/plain', 'notes.txt'));
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
    await user.upload(input, file(13, 'image/png'));
    expect(await screen.findByText('The image could not be read. Please try another file.')).toBeInTheDocument();
  });

  it('previews the resized upload, saves it and shows it in the header', async () => {
    const { user } = await openProfile();
    await user.upload(screen.getByLabelText('Upload an image'), file(2 * 1024 * 1024, 'image/jpeg', 'photo.jpg'));
    const preview = await screen.findByRole('img', { name: 'Preview of your profile picture' });
    expect(preview).toHaveAttribute('src', RESIZED);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(getStoredUser()?.profilePic).toBe(RESIZED);
    expect(within(screen.getByRole('banner')).getByRole('img')).toHaveAttribute('src', RESIZED);
  });

  it('offers no web address; a stored one is not loaded (the CSP would block it), the form says so, and it can be removed', async () => {
    const { user } = await openProfile({ profilePic: 'https://example.com/me.png' });
    expect(screen.queryByLabelText('Or an image address')).not.toBeInTheDocument();
    expect(await screen.findByText(/Your picture is a web address, which this app does not load/)).toBeInTheDocument();
    expect(document.querySelector('img[src^="https:"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(screen.queryByText(/Your picture is a web address/)).not.toBeInTheDocument());
    expect(screen.getByText('No profile picture yet: the default icon is shown.')).toBeInTheDocument();
  });
});
