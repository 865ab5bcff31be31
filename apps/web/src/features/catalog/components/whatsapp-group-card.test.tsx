import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../test-utils';
import { WhatsappGroupCard } from './whatsapp-group-card';

describe('WhatsappGroupCard (marketing/whatsapp-number/)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('offers the group to an enrolled learner', async () => {
    signIn();
    stubApi((call) =>
      call.path === '/api/marketing/whatsapp-number/5/'
        ? json({ course_id: 5, group_url: 'https://chat.whatsapp.com/AbC123' })
        : undefined,
    );
    renderPage(<WhatsappGroupCard courseId={5} enrolled />, '/courseDetails/5');
    const link = await screen.findByRole('link', { name: 'Join the group' });
    expect(link.getAttribute('href')).toBe('https://chat.whatsapp.com/AbC123');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows nothing when the course has no group', async () => {
    signIn();
    const calls = stubApi(() => json({ detail: 'This course has no WhatsApp group yet.' }, 404));
    renderPage(<WhatsappGroupCard courseId={5} enrolled />, '/courseDetails/5');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Course WhatsApp group' })).toBeNull();
  });

  it('does not ask for a learner who is not enrolled', () => {
    signIn();
    const calls = stubApi(() => undefined);
    renderPage(<WhatsappGroupCard courseId={5} enrolled={false} />, '/courseDetails/5');
    expect(calls).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Join the group' })).toBeNull();
  });
});
