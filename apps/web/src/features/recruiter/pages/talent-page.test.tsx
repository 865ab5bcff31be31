import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TalentDetail } from '@dokkho/contract/hiring';
import type { RecruiterJobRow } from '@dokkho/contract/jobs';
import { speakBangla, speakEnglish } from '../../../test/bangla';
import { messages as recruiterBangla } from '../locales/bn.po';
import { json, renderPage, signIn, stubApi, talentDetail, type Call } from '../test-utils';
import { TalentPage } from './talent-page';

let calls: Call[];
let detail: TalentDetail;

const POST = { id: 58, title: 'Junior Data Analyst' } as RecruiterJobRow;

beforeEach(() => {
  signIn();
  detail = talentDetail();
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/talents/9/') return json(detail);
    if (call.path === '/api/jobs/talents/9/contact/')
      return json({ ...detail, contact_request: 'pending' }, 201);
    if (call.path === '/api/jobs/jobpost/')
      return json({ count: 1, next: null, previous: null, results: [POST] });
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PATH = '/hr-dashboard/talents/:seekerId';

describe('TalentPage', () => {
  it('asks to contact with a message and one of the recruiter’s posts', async () => {
    renderPage(<TalentPage />, '/hr-dashboard/talents/9', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Nafisa Tabassum' });
    expect(screen.getByText('excel').closest('li')?.textContent).toContain('(verified)');
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'We are hiring analysts.' } });
    await screen.findByRole('option', { name: 'Junior Data Analyst' });
    fireEvent.change(screen.getByLabelText('About one of your posts'), { target: { value: '58' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask to contact' }));
    await screen.findByText(/Request sent. Waiting for Nafisa Tabassum/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: 'We are hiring analysts.',
      job_id: 58,
    });
  });

  it('says why the message cannot be sent, in Bangla on a Bangla page', async () => {
    speakBangla(recruiterBangla);
    try {
      renderPage(<TalentPage />, '/hr-dashboard/talents/9', PATH);
      await screen.findByRole('heading', { level: 1, name: 'Nafisa Tabassum' });
      fireEvent.change(screen.getByLabelText(/^মেসেজ/), { target: { value: 'ক'.repeat(1001) } });
      fireEvent.click(screen.getByRole('button', { name: 'যোগাযোগের অনুরোধ পাঠান' }));
      await screen.findByText('মেসেজ সর্বোচ্চ ১০০০ অক্ষরের মধ্যে লিখুন');
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    } finally {
      speakEnglish();
    }
  });

  it('shows the contact once they accepted, and says when they declined', async () => {
    detail = talentDetail({
      contact_request: 'accepted',
      contact: { email: 'nafisa@example.com', phone_number: null },
    });
    const { unmount } = renderPage(<TalentPage />, '/hr-dashboard/talents/9', PATH);
    await screen.findByText('Nafisa Tabassum accepted your request.');
    screen.getByRole('link', { name: 'nafisa@example.com' });
    unmount();
    detail = talentDetail({ contact_request: 'declined' });
    renderPage(<TalentPage />, '/hr-dashboard/talents/9', PATH);
    await screen.findByText('Nafisa Tabassum declined your request to contact them.');
    expect(screen.queryByRole('button', { name: 'Ask to contact' })).toBeNull();
  });
});
