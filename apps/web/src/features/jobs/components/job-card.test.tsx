import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { speakBangla, speakEnglish } from '../../../test/bangla';
import { messages as jobsBangla } from '../locales/bn.po';
import { jobListItem, renderPage } from '../test-utils';
import { JobCard } from './job-card';
import { JobFilterPanel } from './job-filter-panel';

const NOW = Date.parse('2026-11-26T06:00:00.000Z');

describe('JobCard', () => {
  it('shows the company initials, place, type, salary, deadline and skills', () => {
    renderPage(
      <JobCard
        job={jobListItem({
          deadline: '2026-11-29T17:59:59.000Z',
          skills: ['excel', 'sql', 'power bi', 'python', 'tableau', 'statistics'],
        })}
        href="/jobs/41"
        now={NOW}
      />,
      '/',
    );
    expect(screen.getByRole('link', { name: 'Junior Data Analyst' }).getAttribute('href')).toBe('/jobs/41');
    screen.getByText('BS');
    screen.getByText('Brain Station 23');
    screen.getByText('Dhaka');
    screen.getByText('Full-time · Up to 2 years');
    screen.getByText('৳25,000–40,000/month');
    screen.getByText('Closes in 3 days');
    const skills = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((item) => item.textContent)).toEqual(['excel', 'sql', 'power bi', 'python', '+2 more']);
  });

  it('shows a remote, negotiable job with its logo and a far deadline', () => {
    const { container } = renderPage(
      <JobCard
        job={jobListItem({
          workplace: 'remote',
          division: null,
          district: null,
          salary_min: null,
          salary_max: null,
          salary_negotiable: true,
          company_logo: '/demo/logos/bs23.svg',
          skills: [],
        })}
        href="/jobs/41"
        now={NOW}
      />,
      '/',
    );
    screen.getByText('Remote');
    screen.getByText('Negotiable');
    screen.getByText('Apply by 20 Dec 2026');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/demo/logos/bs23.svg');
    expect(screen.queryByRole('list', { name: 'Skills' })).toBeNull();
  });

  describe('in Bangla', () => {
    afterEach(speakEnglish);

    it('names the place and the employment type in Bangla', () => {
      speakBangla(jobsBangla);
      renderPage(
        <JobCard job={jobListItem({ division: 'Dhaka', district: 'Gazipur' })} href="/jobs/41" now={NOW} />,
        '/',
      );
      screen.getByText('গাজীপুর, ঢাকা');
      screen.getByText(/^ফুল-টাইম · /);
      expect(screen.queryByText(/Full-time|Gazipur/)).toBeNull();
    });

    it('lists the divisions and the chosen division’s districts in Bangla, keeping the English values', () => {
      speakBangla(jobsBangla);
      renderPage(<JobFilterPanel filters={{ division: 'Sylhet' }} onChange={() => {}} />, '/jobs');
      const division = screen.getByRole('combobox', { name: 'বিভাগ' });
      const sylhet = within(division).getByRole('option', { name: 'সিলেট' });
      expect(sylhet.getAttribute('value')).toBe('Sylhet');
      const districts = within(screen.getByRole('combobox', { name: 'জেলা' })).getAllByRole('option');
      expect(districts.map((option) => option.textContent)).toContain('মৌলভীবাজার');
      screen.getByRole('radio', { name: 'ইন্টার্নশিপ' });
    });
  });
});
