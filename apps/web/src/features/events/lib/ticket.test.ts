import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetTicket,
  parseTicketFragment,
  readStoredTicket,
  ticketFor,
  ticketFragment,
  ticketHeaders,
} from './ticket';

const TOKEN = 'Qm9va2VkLXNlYXQtdGlja2V0LTEyMw';

afterEach(() => window.sessionStorage.clear());

describe('event tickets', () => {
  it('reads the fragment it writes', () => {
    const fragment = ticketFragment({ registrationId: 42, ticket: TOKEN });
    expect(fragment).toBe(`#registration=42&ticket=${TOKEN}`);
    expect(parseTicketFragment(fragment)).toEqual({ registrationId: 42, ticket: TOKEN });
  });

  it('refuses a fragment without a usable id or token', () => {
    expect(parseTicketFragment('')).toBeNull();
    expect(parseTicketFragment(`#registration=0&ticket=${TOKEN}`)).toBeNull();
    expect(parseTicketFragment(`#registration=abc&ticket=${TOKEN}`)).toBeNull();
    expect(parseTicketFragment('#registration=4&ticket=short')).toBeNull();
    expect(parseTicketFragment('#registration=4&ticket=<script>alert(1)</script>xxxxxxxx')).toBeNull();
  });

  it('keeps the fragment’s ticket for the tab, per event', () => {
    expect(ticketFor(7, `#registration=3&ticket=${TOKEN}`)).toEqual({ registrationId: 3, ticket: TOKEN });
    // The next page of the same event has no fragment: the stored ticket answers.
    expect(ticketFor(7, '')).toEqual({ registrationId: 3, ticket: TOKEN });
    expect(ticketFor(8, '')).toBeNull();
    forgetTicket(7);
    expect(readStoredTicket(7)).toBeNull();
  });

  it('ignores a damaged stored ticket', () => {
    window.sessionStorage.setItem('dokkho.event-ticket.9', '{not json');
    expect(readStoredTicket(9)).toBeNull();
    window.sessionStorage.setItem('dokkho.event-ticket.9', JSON.stringify({ registrationId: 'x' }));
    expect(readStoredTicket(9)).toBeNull();
  });

  it('sends the ticket in a header, never in the URL', () => {
    expect(ticketHeaders({ registrationId: 1, ticket: TOKEN })).toEqual({ 'X-Event-Ticket': TOKEN });
    expect(ticketHeaders(null)).toBeUndefined();
  });
});
