import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { certificate, json, renderPage, stubApi } from '../test-utils';
import { CertificatePage, normaliseSerial } from './certificate-page';

const PATH = '/certificate/:id';

afterEach(() => vi.unstubAllGlobals());

describe('CertificatePage (issue 4 item 7)', () => {
  it('confirms a genuine certificate with its facts, the PDF and the course', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/course/certificate-details/DKH-DEM0-2026-0001/' ? json(certificate()) : undefined,
    );
    renderPage(<CertificatePage />, '/certificate/dkh-dem0-2026-0001', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Genuine certificate' });
    // A Bangla name as issued; the date is Dhaka's (20:30 UTC on the 20th is the 21st in Dhaka).
    screen.getByText('তাহমিনা আক্তার');
    screen.getByText('21 November 2026');
    screen.getByText('Tanvir Ahmed');
    screen.getByText('DKH-DEM0-2026-0001');
    expect(screen.getByRole('link', { name: 'Excel Essentials for Office Jobs' }).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
    // The PDF asks for the interface's language.
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `${certificate().pdf_url}?lang=en`,
    );
    screen.getByRole('button', { name: 'Share' });
    expect(document.title).toBe('Certificate: তাহমিনা আক্তার, Excel Essentials for Office Jobs · Dokkho');
    // Asked signed out: the public call sends no token.
    expect(calls).toHaveLength(1);
  });

  it('says an unknown number was not found, with how to check it and a form to try again', async () => {
    stubApi(() =>
      json(
        { detail: 'No certificate has this number. Check it against the certificate, letter by letter.' },
        404,
      ),
    );
    const { router } = renderPage(<CertificatePage />, '/certificate/DKH-0000-0000-0000', PATH);
    await screen.findByRole('heading', { level: 1, name: 'We could not find this certificate' });
    screen.getByText(/never use the letters I, L, O or U/);

    const input = screen.getByLabelText('Certificate number');
    fireEvent.change(input, { target: { value: 'not a number' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert').textContent).toMatch(/DKH and three groups of four/);

    fireEvent.change(input, { target: { value: ' dkh-7q4m-2xkp-9h3t ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(router.state.location.pathname).toBe('/certificate/DKH-7Q4M-2XKP-9H3T');
  });

  it('does not ask the API about a malformed number', () => {
    const calls = stubApi(() => undefined);
    renderPage(<CertificatePage />, '/certificate/ab12', PATH);
    screen.getByRole('heading', { level: 1, name: 'We could not find this certificate' });
    expect(calls).toEqual([]);
  });

  it('offers a retry when the check itself failed', async () => {
    let fail = true;
    stubApi(() => (fail ? json({ detail: 'Bad gateway.' }, 502) : json(certificate())));
    renderPage(<CertificatePage />, '/certificate/DKH-DEM0-2026-0001', PATH);
    screen.getByText('Checking the certificate');
    await screen.findByRole('heading', { name: 'We couldn’t check this certificate' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Genuine certificate' });
  });
});

describe('normaliseSerial', () => {
  it('accepts what people type and refuses what cannot be a number', () => {
    expect(normaliseSerial(' dkh-dem0-2026-0001 ')).toBe('DKH-DEM0-2026-0001');
    expect(normaliseSerial('DKH-DEMO-2026-0001')).toBeNull(); // O is never used
    expect(normaliseSerial(undefined)).toBeNull();
  });
});
