import type { EventCard, EventDetail, EventRegistrationDetail, MyEventItem } from '@dokkho/contract/events';

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';

/** Test data for the event pages (not shipped: only tests import it). */

const HOUR = 3_600_000;

export const TICKET = 'tkt_9fQ2xLmA7bRc4VdE1sGh8JkN3pWy6ZuT';

export function eventCard(overrides: Partial<EventCard> = {}): EventCard {
  const startsAt = overrides.starts_at ?? new Date(Date.now() + 48 * HOUR).toISOString();
  const minutes = overrides.duration_minutes ?? 90;
  return {
    id: 5,
    kind: 'masterclass',
    title: 'Landing your first frontend job in Dhaka',
    summary: 'What hiring managers look for, with a live portfolio review.',
    starts_at: startsAt,
    ends_at: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(),
    duration_minutes: minutes,
    speaker: { name: 'Farhana Rahman', title: 'Engineering Manager, bKash', photo: '', instructor_id: null },
    cover_image: '',
    topic: { id: 4, slug: 'web-development', name: 'Web Development' },
    seat_cap: 100,
    seats_left: 37,
    is_full: false,
    has_recording: false,
    registration_open: true,
    status: 'scheduled',
    state: 'upcoming',
    related_course: { id: 21, slug: 'react-tailwind', title: 'React & Tailwind: Modern Frontend' },
    my_registration: null,
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const card = eventCard(overrides);
  return {
    ...card,
    description: 'Bring your CV. **Two portfolios** are reviewed live.',
    agenda: ['What a junior frontend role really asks', 'Live portfolio review', 'Questions'],
    registered_count: 63,
    waitlist_count: 0,
    recording_available: false,
    recording_public: false,
    join_opens_at: new Date(new Date(card.starts_at).getTime() - 15 * 60_000).toISOString(),
    ...overrides,
  };
}

export function registrationView(
  overrides: Partial<EventRegistrationDetail['registration']> = {},
  event: Partial<EventCard> = {},
): EventRegistrationDetail {
  const card = eventCard(event);
  return {
    registration: {
      id: 91,
      event_id: card.id,
      status: 'confirmed',
      waitlist_position: null,
      name: 'Sadia Islam',
      email: 'sadia@example.com',
      phone: '+8801712345678',
      profession: 'Student',
      created_at: new Date().toISOString(),
      attended: false,
      ...overrides,
    },
    event: card,
    calendar: {
      ics_url: `http://localhost/api/course/events/${card.id}/calendar.ics`,
      google_url: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Landing',
    },
    join_window: {
      opens_at: new Date(new Date(card.starts_at).getTime() - 15 * 60_000).toISOString(),
      closes_at: card.ends_at,
    },
    can_join: false,
    recording_available: false,
  };
}

export function myEvent(
  overrides: Partial<MyEventItem['registration']> = {},
  event: Partial<EventCard> = {},
): MyEventItem {
  const view = registrationView({}, event);
  return {
    registration: { id: 91, status: 'confirmed', waitlist_position: null, attended: false, ...overrides },
    event: view.event,
    join_window: view.join_window,
  };
}
