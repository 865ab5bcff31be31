import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { CourseSearchBox } from './course-search-box';
import { SEARCH_SUGGESTIONS, allCoursesSearchHref } from './course-search';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
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
      { path: '/about', element },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, input: screen.getByRole('combobox', { name: 'Search courses' }) };
}

const location = () => screen.getByTestId('location').textContent;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('CourseSearchBox (SPEC.md §2, §9)', () => {
  it('shows exactly the five suggestions on focus, in order', () => {
    const { input } = renderAt('/');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input);
    expect(SEARCH_SUGGESTIONS).toHaveLength(5);
    expect(optionNames()).toEqual(['Data Analytics', 'DevOps', 'Digital Marketing', 'MERN', 'Flutter']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('filters the suggestions by the typed text', () => {
    const { input } = renderAt('/');
    fireEvent.change(input, { target: { value: 'dig' } });
    expect(optionNames()).toEqual(['Digital Marketing']);
    fireEvent.change(input, { target: { value: 'python' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the suggestions with the arrow keys and picks one with Enter', () => {
    const { input } = renderAt('/about');
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { selected: true });
    expect(active.textContent).toBe('DevOps');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Flutter');
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/allcourses?search=Flutter');
  });

  it('goes to the all-courses page when a suggestion is clicked', () => {
    const { input } = renderAt('/');
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('option', { name: 'MERN' }));
    expect(location()).toBe('/allcourses?search=MERN');
    expect((input as HTMLInputElement).value).toBe('MERN');
  });

  it('submits the typed text', () => {
    const { input } = renderAt('/');
    fireEvent.change(input, { target: { value: '  UI design ' } });
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/allcourses?search=UI+design');
  });

  it('on /allcourses shows the current search and keeps the other filters except page', () => {
    const { input } = renderAt('/allcourses?level=beginner&page=3&search=react');
    expect((input as HTMLInputElement).value).toBe('react');
    fireEvent.change(input, { target: { value: 'sql' } });
    fireEvent.submit(input.closest('form')!);
    expect(location()).toBe('/allcourses?level=beginner&search=sql');
  });

  it('does not carry query parameters of other pages into the search', () => {
    expect(allCoursesSearchHref('MERN', { pathname: '/about', search: '?ref=x' })).toBe(
      '/allcourses?search=MERN',
    );
    expect(allCoursesSearchHref('', { pathname: '/', search: '' })).toBe('/allcourses');
  });

  it('clear empties the box and removes search from the address', () => {
    const { input } = renderAt('/allcourses?level=beginner&search=react');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(location()).toBe('/allcourses?level=beginner');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clear on another page only empties the box', () => {
    const { input } = renderAt('/about');
    fireEvent.change(input, { target: { value: 'flutter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(location()).toBe('/about');
  });

  it('follows the address when it changes (Back to an earlier search)', async () => {
    const { router, input } = renderAt('/allcourses?search=react');
    await act(() => router.navigate('/allcourses?search=devops'));
    expect((input as HTMLInputElement).value).toBe('devops');
    await act(() => router.navigate(-1));
    expect((input as HTMLInputElement).value).toBe('react');
    await act(() => router.navigate('/about'));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('Escape closes the suggestions', () => {
    const { input } = renderAt('/');
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });
});
