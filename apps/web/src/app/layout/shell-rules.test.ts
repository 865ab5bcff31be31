import { describe, expect, it } from 'vitest';
import { shellFor } from './shell-rules';

describe('shell rules by path (SPEC.md §2)', () => {
  it.each([
    '/newDashboard',
    '/newDashboard/courses',
    '/newdashboard/wishlist',
    '/affiliate-dashboard',
    '/affiliate-dashboard/payments',
    '/ir-dashboard/update-profile/account',
    '/hr-dashboard/filter-resume/4',
    '/js-dashboard/resume/cover-letter/3',
    '/js-dashboard/',
    '/staff/orders',
    '/staff',
  ])('hides the header and footer on the dashboard path %s', (path) => {
    expect(shellFor(path)).toMatchObject({ header: 'none', footer: false });
  });

  it('uses the plain header without a footer on the lesson player', () => {
    expect(shellFor('/lessons/12')).toMatchObject({ header: 'plain', footer: false });
  });

  it.each(['/email-verification', '/phone-verification', '/auth/google/callback', '/course-bofu/7'])(
    'uses the plain header on %s',
    (path) => {
      expect(shellFor(path)).toMatchObject({ header: 'plain', footer: true });
    },
  );

  it.each([
    '/courseDetails/5/affiliate/9',
    '/affiliation',
    '/allcourses',
    '/jobs/3',
    '/resume/skills/2',
    '/hiringpage',
    '/irlogin',
    '/hmregistration',
    '/blogs/lessons-learned',
    '/about',
    '/does-not-exist',
  ])('keeps the full header and footer on %s, even when it contains a dashboard fragment', (path) => {
    expect(shellFor(path)).toMatchObject({ header: 'full', footer: true, darkHeroUnderHeader: false });
  });

  it('marks only the home page as opening on a dark hero under the navbar', () => {
    expect(shellFor('/')).toEqual({ header: 'full', footer: true, darkHeroUnderHeader: true });
    expect(shellFor('')).toMatchObject({ darkHeroUnderHeader: true });
    expect(shellFor('/allcourses')).toMatchObject({ darkHeroUnderHeader: false });
  });
});
