import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { eventDetail, json, renderPage, stubApi, TICKET } from '../test-utils';
import { RegisterFormPage } from './register-form-page';

afterEach(() => {
  clearSession();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

function fill(values: { name: string; phone: string; email: string; profession?: string }) {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: values.phone } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: values.email } });
  if (values.profession !== undefined) {
    fireEvent.change(screen.getByLabelText(/Profession/), { target: { value: values.profession } });
  }
}

describe('RegisterFormPage (/register-form/{id})', () => {
  it('registers a visitor with a Bangladeshi number and carries the ticket in the fragment, not the query', async () => {
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/masterclass-details/5/') return json(eventDetail());
      if (method === 'POST' && path === '/api/course/masterclass-registration/') {
        return json(
          {
            detail: 'You are registered.',
            registration: { id: 91, event_id: 5, status: 'confirmed', waitlist_position: null },
            ticket: TICKET,
          },
          201,
        );
      }
      return undefined;
    });
    const { router } = renderPage(<RegisterFormPage />, '/register-form/5', '/register-form/:masterclassId');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Register for Landing your first frontend job in Dhaka',
    });
    fill({ name: 'Sadia Islam', phone: '01712-345678', email: 'Sadia@Example.com', profession: 'Student' });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve my seat' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register-form/5/success'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe(`#registration=91&ticket=${TICKET}`);
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      masterclass_id: 5,
      name: 'Sadia Islam',
      phone: '+8801712345678',
      email: 'sadia@example.com',
      profession: 'Student',
    });
    expect(JSON.parse(window.sessionStorage.getItem('dokkho.event-ticket.5') ?? 'null')).toEqual({
      registrationId: 91,
      ticket: TICKET,
    });
  });

  it('says what is wrong with each field before sending', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/course/masterclass-details/5/' ? json(eventDetail()) : undefined,
    );
    renderPage(<RegisterFormPage />, '/register-form/5', '/register-form/:masterclassId');
    await screen.findByRole('button', { name: 'Reserve my seat' });
    fill({ name: 'S', phone: '12345', email: 'not-an-email' });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve my seat' }));
    await screen.findByText('Enter a Bangladeshi mobile number, like 01712345678');
    screen.getByText('Enter your name');
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers to send the joining details again after "already registered", without a ticket', async () => {
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/masterclass-details/5/') return json(eventDetail());
      if (method === 'POST' && path === '/api/course/masterclass-registration/') {
        return json(
          {
            email: [
              'You are already registered for this event with this e-mail or phone number. We can send your joining details again to the e-mail on file.',
            ],
          },
          409,
        );
      }
      if (method === 'POST' && path === '/api/course/event-registrations/resend/') {
        return json({
          detail:
            'If a registration uses these details, we have sent its joining details again to the e-mail on file.',
        });
      }
      return undefined;
    });
    const { router } = renderPage(<RegisterFormPage />, '/register-form/5', '/register-form/:masterclassId');
    await screen.findByRole('button', { name: 'Reserve my seat' });
    fill({ name: 'Sadia Islam', phone: '+8801712345678', email: 'sadia@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve my seat' }));
    await screen.findByText(/You are already registered for this event/);
    fireEvent.click(screen.getByRole('button', { name: 'Send my joining details again' }));
    await screen.findByText(/we have sent its joining details again/);
    expect(calls.at(-1)?.body).toEqual({ event_id: 5, email: 'sadia@example.com', phone: '+8801712345678' });
    expect(router.state.location.pathname).toBe('/register-form/5');
  });

  it('turns into the waiting list when every seat is taken', async () => {
    stubApi(({ path }) =>
      path === '/api/course/masterclass-details/5/'
        ? json(eventDetail({ seats_left: 0, is_full: true }))
        : undefined,
    );
    renderPage(<RegisterFormPage />, '/register-form/5', '/register-form/:masterclassId');
    await screen.findByRole('button', { name: 'Join the waiting list' });
    screen.getByText(/Every seat is taken. Register to join the waiting list/);
  });

  it('explains a closed registration instead of the form', async () => {
    stubApi(({ path }) =>
      path === '/api/course/masterclass-details/5/'
        ? json(eventDetail({ registration_open: false }))
        : undefined,
    );
    renderPage(<RegisterFormPage />, '/register-form/5', '/register-form/:masterclassId');
    await screen.findByText('Registration is closed');
    expect(screen.queryByRole('button', { name: 'Reserve my seat' })).toBeNull();
  });
});
