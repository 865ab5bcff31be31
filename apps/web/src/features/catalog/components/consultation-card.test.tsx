import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../test-utils';
import { ConsultationCard } from './consultation-card';

const fill = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('ConsultationCard (course/create-consultation/)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains what is missing before sending anything', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<ConsultationCard courseId={5} />, '/courseDetails/5');
    fireEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    await screen.findByText('Enter your name');
    expect(calls).toEqual([]);
  });

  it('sends the request and shows the coupon with a checkout link', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/course/create-consultation/'
        ? json(
            {
              detail: 'Thanks! An advisor will call you soon.',
              coupon: { code: 'DK7Q4M2XKP', discount_percent: 10, expires_at: '2026-12-03T10:00:00Z' },
              coupon_link: 'http://localhost/payment/5?promo=DK7Q4M2XKP',
            },
            201,
          )
        : undefined,
    );
    renderPage(<ConsultationCard courseId={5} />, '/courseDetails/5');
    fill('Your name', 'Farhana Akter');
    fill('Mobile number', '01912345678');
    fill(/Best time to call/, 'after 7 pm');
    fireEvent.click(screen.getByRole('button', { name: 'Call me back' }));

    await screen.findByText('DK7Q4M2XKP');
    screen.getByText(/10% off this course, once, until 3 Dec 2026/);
    expect(screen.getByRole('link', { name: 'Buy with this coupon' }).getAttribute('href')).toBe(
      '/payment/5?promo=DK7Q4M2XKP',
    );
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/course/create-consultation/',
        body: {
          course_id: 5,
          name: 'Farhana Akter',
          phone_number: '+8801912345678',
          preferred_time: 'after 7 pm',
          message: '',
        },
      },
    ]);
  });

  it('puts server field errors under their fields', async () => {
    stubApi(() => json({ phone_number: ['This number cannot receive calls'] }, 400));
    renderPage(<ConsultationCard courseId={5} />, '/courseDetails/5');
    fill('Your name', 'Farhana');
    fill('Mobile number', '01912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    await screen.findByText('This number cannot receive calls');
  });
});
