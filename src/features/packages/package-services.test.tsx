// What a package sells can be found: My Package lists every feature and service of the
// package with where it is, the usage report follows advanced_reporting, and the contact page
// follows priority_support and custom_enterprise_solutions.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { getGetUsageReportMockHandler } from '@/api/generated/query/packages/packages.msw';
import { getCreateContactMessageMockHandler } from '@/api/generated/query/contacts/contacts.msw';
import type { ContactMessage, PackageName } from '@shared/api/generated/model';

const REPORT = {
  months: [
    { month: '2025-04', comparisons: 0 },
    { month: '2025-05', comparisons: 4 },
    { month: '2025-06', comparisons: 9 },
    { month: '2025-07', comparisons: 6 },
    { month: '2025-08', comparisons: 11 },
    { month: '2025-09', comparisons: 13 },
  ],
  top_items: [
    { name: 'iPhone 15', comparisons: 5 },
    { name: 'Kindle Paperwhite', comparisons: 1 },
  ],
};

async function openMyPackage(level: PackageName, language: 'en' | 'tr' = 'en') {
  server.use(getGetUsageReportMockHandler({ success: true, data: REPORT }));
  await renderApp('/app/package', { user: signedInAs(level, { user: { language } }), language });
  return screen.findByRole('region', {
    name: language === 'en' ? 'What your package includes' : 'Paketinizde neler var',
  });
}

describe('My Package: what the package includes', () => {
  it('Premium lists every feature and service with where to find it', async () => {
    const offers = await openMyPackage('Level_4');
    for (const name of [
      'Selectable features',
      'Deep sentiment analysis',
      'Graphical representation',
      'PDF/CSV export',
      'Priority support',
      'Advanced reporting',
      'Custom enterprise solutions',
    ])
      expect(within(offers).getByText(name, { selector: 'strong' })).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Talk to us about an enterprise plan' })).toHaveAttribute(
      'href',
      '/contact?topic=enterprise',
    );
    expect(within(offers).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('Free lists none of what it does not have, and no limitation as a feature', async () => {
    await renderApp('/app/package', { user: signedInAs('Level_1') });
    await screen.findByRole('heading', { level: 1, name: 'My package' });
    await screen.findByText('Current package', { selector: 'dt' });
    expect(screen.queryByRole('region', { name: 'What your package includes' })).not.toBeInTheDocument();
  });
});

describe('the usage report follows advanced_reporting', () => {
  it.each(['Level_3', 'Level_4'] as const)('%s reads its months and most compared items', async (level) => {
    await openMyPackage(level);
    const report = await screen.findByRole('region', { name: 'Usage report' });
    const months = await within(report).findByRole('table', { name: 'Comparisons per month' });
    expect(within(months).getAllByRole('row')).toHaveLength(7);
    expect(within(months).getByRole('rowheader', { name: 'September 2025' })).toBeInTheDocument();
    const items = within(report).getByRole('list', { name: 'Most compared items' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['iPhone 15 5 comparisons', 'Kindle Paperwhite 1 comparison']);
  });

  it('in Turkish too', async () => {
    await openMyPackage('Level_3', 'tr');
    const report = await screen.findByRole('region', { name: 'Kullanım raporu' });
    expect(await within(report).findByRole('rowheader', { name: 'Eylül 2025' })).toBeInTheDocument();
  });

  it.each(['Level_1', 'Level_2'] as const)('%s sees it locked, with the package that has it', async (level) => {
    let asked = false;
    server.use(
      http.get('*/api/packages/me/report', () => {
        asked = true;
        return new Response(null, { status: 500 });
      }),
    );
    await renderApp('/app/package', { user: signedInAs(level) });
    const report = await screen.findByRole('region', { name: 'Usage report' });
    expect(await within(report).findByText(/Advanced reporting is part of Standard and above\./)).toBeVisible();
    expect(within(report).getByRole('link', { name: 'See the packages' })).toHaveAttribute(
      'href',
      '/app/package/upgrade',
    );
    expect(within(report).queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});

describe('the contact page follows priority_support and custom_enterprise_solutions', () => {
  function captureContact() {
    const sent: ContactMessage[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/contacts')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body as ContactMessage));
    });
    server.use(getCreateContactMessageMockHandler({ success: true, message: 'ok' }));
    return sent;
  }

  it('Premium is told its message is handled first, and can ask for an enterprise plan from the link', async () => {
    const sent = captureContact();
    const user = userEvent.setup();
    await renderApp('/contact?topic=enterprise', { user: signedInAs('Level_4') });
    expect(
      await screen.findByText(/Your package includes priority support: messages you send here while signed in go to/),
    ).toBeInTheDocument();
    const topic = await screen.findByLabelText('Topic');
    await waitFor(() => expect(topic).toHaveValue('enterprise'));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Ten seats, please');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/your message is at the front of our queue/)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ topic: 'enterprise', name: 'Ada' });
    server.events.removeAllListeners();
  });

  it('Standard sees neither, and the enterprise link says which package has it', async () => {
    const sent = captureContact();
    const user = userEvent.setup();
    await renderApp('/contact?topic=enterprise', { user: signedInAs('Level_3') });
    expect(await screen.findByText(/Custom enterprise solutions is part of Premium\./)).toBeInTheDocument();
    expect(screen.queryByLabelText('Topic')).not.toBeInTheDocument();
    expect(screen.queryByText(/priority support/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you for reaching out! We will get back to you soon.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('topic');
    server.events.removeAllListeners();
  });
});
