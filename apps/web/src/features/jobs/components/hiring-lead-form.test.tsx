import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HIRING_LEAD_THANKS } from '@dokkho/contract/jobs';
import { json, renderPage, stubApi, type Call } from '../test-utils';
import { HiringLeadForm } from './hiring-lead-form';

let calls: Call[];
let reply: () => Response;

beforeEach(() => {
  reply = () => json({ detail: HIRING_LEAD_THANKS }, 201);
  calls = stubApi((call) => (call.path === '/api/jobs/hiring-lead/' ? reply() : undefined));
});

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

function fillRequired() {
  type('Company name', 'Sundarban Foods PLC');
  type('Your name', 'Nusrat Jahan');
  type('Work e-mail', 'nusrat@sundarban.example');
  type('Mobile number', '01712 345678');
}

describe('HiringLeadForm', () => {
  it('explains what is missing before sending anything', async () => {
    renderPage(<HiringLeadForm />, '/hiringpage');
    type('How many people', 'ten');
    fireEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
    await screen.findByText('Use at least 2 characters for your company name');
    screen.getByText('Enter a valid e-mail address');
    screen.getByText('Enter a Bangladeshi mobile number, like 01712345678');
    screen.getByText('Number of hires must be a number');
    expect(calls).toHaveLength(0);
  });

  it('sends the lead with the number normalised and thanks the employer', async () => {
    renderPage(<HiringLeadForm />, '/hiringpage');
    fillRequired();
    type('How many people', '3');
    type('Roles', '2 sales executives, 1 accountant');
    fireEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
    await screen.findByText(HIRING_LEAD_THANKS);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      company_name: 'Sundarban Foods PLC',
      contact_name: 'Nusrat Jahan',
      email: 'nusrat@sundarban.example',
      phone_number: '+8801712345678',
      hires: 3,
      roles: '2 sales executives, 1 accountant',
      message: '',
    });
  });

  it('puts the server’s field messages under their fields and keeps the form', async () => {
    reply = () => json({ email: ['This e-mail domain does not accept mail'] }, 400);
    renderPage(<HiringLeadForm />, '/hiringpage');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
    await screen.findByText('This e-mail domain does not accept mail');
    await waitFor(() =>
      expect(screen.getByLabelText('Work e-mail').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByText(HIRING_LEAD_THANKS)).toBeNull();
  });
});
