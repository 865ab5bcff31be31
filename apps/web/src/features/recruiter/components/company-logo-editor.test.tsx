import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { CompanyProfile } from '@dokkho/contract/jobs';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { CompanyLogoEditor } from './company-logo-editor';

const PROFILE: CompanyProfile = {
  company_name: 'Karnaphuli Shipping',
  designation: 'HR Manager',
  company_website: null,
  company_size: '51-200',
  company_logo: '',
  company_about: '',
  company_industry: 'Logistics',
  company_location: 'Agrabad, Chattogram',
};

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  signIn();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('CompanyLogoEditor', () => {
  it('shows the initials without a logo, previews the chosen file and uploads it', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/jobs/company-profile/logo/'
        ? json({ ...PROFILE, company_logo: '/media/logos/new.webp' })
        : undefined,
    );
    renderPage(
      <CompanyLogoEditor profile={PROFILE} />,
      '/hr-dashboard/update-profile',
      '/hr-dashboard/update-profile',
    );
    screen.getByText('KS');
    fireEvent.change(screen.getByLabelText('Add a logo'), {
      target: { files: [file('logo.png', 'image/png', 4096)] },
    });
    expect(screen.getByRole('img', { name: 'Preview of your new logo' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save logo' }));
    await screen.findByText('Your logo is saved. Your posts show it now.');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/jobs/company-profile/logo/',
    ]);
  });

  it('refuses a file too large or of another type before sending anything', () => {
    const calls = stubApi(() => undefined);
    renderPage(
      <CompanyLogoEditor profile={PROFILE} />,
      '/hr-dashboard/update-profile',
      '/hr-dashboard/update-profile',
    );
    fireEvent.change(screen.getByLabelText('Add a logo'), {
      target: { files: [file('huge.png', 'image/png', 2 * 1024 * 1024 + 1)] },
    });
    expect(screen.getByRole('alert').textContent).toMatch(/larger than 2 MB/);
    fireEvent.change(screen.getByLabelText('Add a logo'), {
      target: { files: [file('anim.gif', 'image/gif', 100)] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Upload the logo as a JPEG, PNG or WebP image.');
    expect(calls).toHaveLength(0);
  });

  it('removes the current logo', async () => {
    stubApi((call) => (call.method === 'DELETE' ? json({ ...PROFILE, company_logo: '' }) : undefined));
    renderPage(
      <CompanyLogoEditor profile={{ ...PROFILE, company_logo: '/media/logos/old.webp' }} />,
      '/hr-dashboard/update-profile',
      '/hr-dashboard/update-profile',
    );
    screen.getByLabelText('Change logo');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByText('Your logo was removed.');
  });
});
