import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import type { ContactMessage } from '@shared/api/generated/model';
import { renderApp } from '@tests/render-app';
import {
  getCreateContactMessageMockHandler422,
  getCreateContactMessageMockHandler429,
} from '@/api/generated/query/contacts/contacts.msw';
import { answerError } from '@tests/api-answers';

describe('contact page', () => {
  it('requires every field (English and Turkish)', async () => {
    const user = userEvent.setup();
    const view = await renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send message' }, { timeout: 5000 }));
    expect(await screen.findAllByText('Please fill in all fields.')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    for (const label of ['Name', 'Email', 'Message'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    view.unmount();
    await renderApp('/contact', { language: 'tr' });
    await user.type(await screen.findByLabelText('Ad'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Mesajı gönder' }));
    expect(await screen.findAllByText('Lütfen tüm alanları doldurun.')).toHaveLength(1);
    expect(screen.getByLabelText('Ad')).not.toHaveAttribute('aria-invalid');
  });

  it('counts the message live and refuses more than 1000 characters', async () => {
    const user = userEvent.setup();
    await renderApp('/contact');
    const message = await screen.findByLabelText('Message');
    expect(screen.getByText('0 / 1000 characters')).toBeInTheDocument();
    await user.type(message, 'Hello');
    expect(screen.getByText('5 / 1000 characters')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription('5 / 1000 characters');
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1001 / 1000 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message cannot exceed 1000 characters.')).toBeInTheDocument();
  });

  it('posts to the contact endpoint, shows sending, then the thank-you line and clears the fields', async () => {
    let sent: ContactMessage | undefined;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/contacts', async ({ request }) => {
        sent = (await request.clone().json()) as ContactMessage;
        await gate;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you support tablets?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for reaching out! We will get back to you soon.',
    );
    expect(sent).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you support tablets?' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await waitFor(() => expect(document.title).toBe('Contact · Kıyasla'));
  });

  it('shows an error line when sending fails and keeps what was typed', async () => {
    server.use(answerError(getCreateContactMessageMockHandler429, 'Too many messages.'));
    const user = userEvent.setup();
    await renderApp('/contact');
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent. Please try again later.');
    expect(alert).toHaveTextContent('Too many messages.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hi');
    // Editing the message takes the stale failure away.
    await user.type(screen.getByLabelText('Message'), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts a 422's field errors at their fields, with no banner repeating them", async () => {
    server.use(
      answerError(getCreateContactMessageMockHandler422, 'Validation failed.', {
        errors: [{ field: 'email', message: 'This address cannot receive mail.' }],
      }),
    );
    const user = userEvent.setup();
    await renderApp('/contact');
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
