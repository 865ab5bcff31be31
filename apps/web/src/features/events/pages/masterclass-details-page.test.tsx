import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { eventDetail, json, renderPage, signIn, stubApi } from '../test-utils';
import { MasterclassDetailsPage } from './masterclass-details-page';

afterEach(() => {
  clearSession();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const PATH = '/masterclass-details/:id';
const detailsAt = (detail: ReturnType<typeof eventDetail>) =>
  stubApi(({ path }) => (path === '/api/course/masterclass-details/5/' ? json(detail) : undefined));

describe('MasterclassDetailsPage (/masterclass-details/{id})', () => {
  it('shows the speaker, agenda, Dhaka time, seats, the related course and the way to register', async () => {
    detailsAt(eventDetail({ starts_at: '2030-03-14T14:00:00.000Z' }));
    renderPage(<MasterclassDetailsPage />, '/masterclass-details/5', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Landing your first frontend job in Dhaka' });
    // 14:00 UTC is 8 pm in Dhaka.
    expect(screen.getAllByText(/Thu 14 Mar 2030, 8:00 pm/).length).toBeGreaterThan(0);
    screen.getAllByText('(Dhaka time)');
    screen.getAllByText('37 seats left');
    screen.getAllByText('Farhana Rahman');
    const agenda = screen.getByRole('region', { name: 'Agenda' });
    expect(within(agenda).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /React & Tailwind: Modern Frontend/ }).getAttribute('href')).toBe(
      '/courseDetails/21',
    );
    expect(screen.getByRole('link', { name: 'Register free' }).getAttribute('href')).toBe('/register-form/5');
    expect(document.title).toBe('Landing your first frontend job in Dhaka · Dokkho');
  });

  it('tells a signed-in registrant they are on the waiting list, with their place', async () => {
    signIn();
    detailsAt(
      eventDetail({
        is_full: true,
        seats_left: 0,
        my_registration: { id: 91, status: 'waitlisted', waitlist_position: 2, attended: false },
      }),
    );
    renderPage(<MasterclassDetailsPage />, '/masterclass-details/5', PATH);
    await screen.findByText('You are on the waiting list');
    screen.getByText('You are number 2 in the queue.');
    expect(screen.getByRole('link', { name: 'See my registration' }).getAttribute('href')).toBe(
      '/register-form/5/success',
    );
  });

  it('offers the recording once it has ended', async () => {
    detailsAt(
      eventDetail({
        starts_at: '2026-01-10T14:00:00.000Z',
        state: 'ended',
        registration_open: false,
        has_recording: true,
      }),
    );
    renderPage(<MasterclassDetailsPage />, '/masterclass-details/5', PATH);
    await screen.findByText('This class has ended: watch the recording');
    expect(screen.getByRole('link', { name: 'Watch the recording' }).getAttribute('href')).toBe(
      '/masterclass-recorded/5',
    );
    expect(screen.queryByRole('link', { name: 'Register free' })).toBeNull();
  });

  it('says a cancelled masterclass is cancelled', async () => {
    detailsAt(eventDetail({ status: 'cancelled', state: 'cancelled', registration_open: false }));
    renderPage(<MasterclassDetailsPage />, '/masterclass-details/5', PATH);
    await screen.findByText('This class was cancelled');
  });

  it('sends a consultation request for this masterclass', async () => {
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/masterclass-details/5/') return json(eventDetail());
      if (method === 'POST' && path === '/api/course/masterclass-consultation/')
        return json({ id: 3, detail: 'Thank you! Our advisors will call you soon.' }, 201);
      return undefined;
    });
    renderPage(<MasterclassDetailsPage />, '/masterclass-details/5', PATH);
    const form = await screen.findByRole('form', { name: 'Talk to an advisor' });
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Rafiq Ahmed' } });
    fireEvent.change(within(form).getByLabelText('Mobile number'), { target: { value: '01812345678' } });
    fireEvent.change(within(form).getByLabelText('What would you like to talk about?'), {
      target: { value: 'Is the React course right after this?' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Call me back' }));
    await screen.findByText(/An advisor will call you soon/);
    expect(calls.at(-1)?.body).toEqual({
      masterclass_id: 5,
      name: 'Rafiq Ahmed',
      phone: '+8801812345678',
      message: 'Is the React course right after this?',
    });
  });

  it('says not found for an unknown id', async () => {
    stubApi(() => json({ detail: 'This event does not exist.' }, 404));
    renderPage(<MasterclassDetailsPage />, '/masterclass-details/999', PATH);
    await screen.findByRole('heading', { name: 'This class does not exist or was removed' });
  });
});
