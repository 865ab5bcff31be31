import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { messages as bangla } from '../../locales/bn.po';
import { json, stubApi } from '../../test/harness';
import { CourseSearchBox } from './course-search-box';

/** The navbar's search in Bangla (issue 16 item 7): its five suggestions, and Bangla and Banglish typing. */

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBox() {
  const element = (
    <>
      <CourseSearchBox />
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/allcourses', element },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('combobox');
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const location = () => screen.getByTestId('location').textContent;

beforeAll(() => {
  i18n.load('bn', bangla);
  i18n.activate('bn');
});
afterAll(() => i18n.activate('en'));
afterEach(() => vi.unstubAllGlobals());

/** The server's answers, as `GET search/suggestions/` gives them for the vocabulary of migration 0019. */
const SERVER: Record<string, { searched_for: string | null; suggestions: string[] }> = {
  এক্সেল: { searched_for: 'excel', suggestions: ['excel'] },
  ফ্রিল্যান্সিং: { searched_for: 'freelancing', suggestions: ['freelancing'] },
  'excel shikhte chai': { searched_for: 'excel', suggestions: ['excel'] },
};

function stubSuggestions() {
  return stubApi((call) => {
    if (call.path !== '/api/search/suggestions/') return undefined;
    const answer = SERVER[new URLSearchParams(call.search).get('search') ?? ''];
    return json(answer ?? { searched_for: null, suggestions: [] });
  });
}

describe('CourseSearchBox in Bangla', () => {
  it('shows the five suggestions in Bangla, in the SPEC order, and searches with their English words', () => {
    const calls = stubSuggestions();
    const input = renderBox();
    expect(input.getAttribute('placeholder')).toBe('কোর্স খুঁজুন');
    fireEvent.focus(input);
    expect(optionNames()).toEqual(['ডেটা অ্যানালিটিক্স', 'ডেভঅপস', 'ডিজিটাল মার্কেটিং', 'MERN স্ট্যাক', 'ফ্লাটার']);
    fireEvent.click(screen.getByRole('option', { name: 'ডিজিটাল মার্কেটিং' }));
    expect(location()).toBe('/allcourses?search=Digital+Marketing');
    expect(calls).toHaveLength(0);
  });

  it('filters them by Bangla and by English typing, without asking the server', () => {
    const calls = stubSuggestions();
    const input = renderBox();
    fireEvent.change(input, { target: { value: 'ডিজিটাল' } });
    expect(optionNames()).toEqual(['ডিজিটাল মার্কেটিং']);
    fireEvent.change(input, { target: { value: 'flutter' } });
    expect(optionNames()).toEqual(['ফ্লাটার']);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['এক্সেল', 'excel'],
    ['ফ্রিল্যান্সিং', 'freelancing'],
    ['excel shikhte chai', 'excel'],
  ])('offers what the vocabulary makes of “%s” (%s)', async (typed, english) => {
    const calls = stubSuggestions();
    const input = renderBox();
    fireEvent.change(input, { target: { value: typed } });
    expect(await screen.findByRole('option', { name: english })).toBeTruthy();
    expect(optionNames()).toEqual([english]);
    expect(calls.map((call) => new URLSearchParams(call.search).get('search'))).toEqual([typed]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(location()).toBe(`/allcourses?search=${english}`);
  });
});
