import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { completedCourse, json, renderPage, SERIAL, signIn, stubApi } from '../test-utils';
import { CertificatesPage } from './certificates-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('CertificatesPage (/newDashboard/certificates)', () => {
  it('shows each certificate with its PDF, its verification page, and records the download', async () => {
    signIn();
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/completed-courses/') return json([completedCourse()]);
      if (method === 'POST' && path === '/api/generics/create-analytics-track/')
        return json({ detail: 'ok' }, 201);
      return undefined;
    });
    renderPage(<CertificatesPage />, '/newDashboard/certificates');
    const card = (await screen.findByRole('heading', { name: 'Excel Essentials for Office Jobs' })).closest(
      'article',
    )!;
    within(card).getByText(SERIAL);
    within(card).getByText('24 Nov 2026');
    within(card).getByText('Tanvir Ahmed');

    const pdf = within(card).getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(`https://dokkho.test/api/course/certificate-pdf/${SERIAL}/`);
    pdf.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(pdf);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/generics/create-analytics-track/')?.body).toEqual({
        event: 'certificate_download',
        label: SERIAL,
        payload: { course_id: 12 },
      }),
    );
    expect(within(card).getByRole('link', { name: 'View and verify' }).getAttribute('href')).toBe(
      `/certificate/${SERIAL}`,
    );
  });

  it('copies the verification link, and shows it when the clipboard refuses', async () => {
    signIn();
    stubApi(() => json([completedCourse()]));
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<CertificatesPage />, '/newDashboard/certificates');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await screen.findByText(/Link copied/);
    expect(writeText).toHaveBeenCalledWith(`https://dokkho.test/certificate/${SERIAL}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText(`Copy this link: https://dokkho.test/certificate/${SERIAL}`);
  });

  it('offers the phone’s share sheet where there is one', async () => {
    signIn();
    stubApi(() => json([completedCourse()]));
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderPage(<CertificatesPage />, '/newDashboard/certificates');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `https://dokkho.test/certificate/${SERIAL}` }),
    );
  });

  it('has an empty state that leads back to the courses', async () => {
    signIn();
    stubApi(() => json([]));
    renderPage(<CertificatesPage />, '/newDashboard/certificates');
    await screen.findByRole('heading', { name: 'No certificates yet' });
    expect(screen.getByRole('link', { name: 'Continue my courses' }).getAttribute('href')).toBe(
      '/newDashboard/courses',
    );
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shows a skeleton, then says what failed', async () => {
    signIn();
    stubApi(() => json({ detail: 'Service unavailable.' }, 503));
    renderPage(<CertificatesPage />, '/newDashboard/certificates');
    screen.getByText('Loading your certificates');
    await screen.findByRole('heading', { name: 'We couldn’t load your certificates' });
    screen.getByText('Service unavailable.');
  });
});
