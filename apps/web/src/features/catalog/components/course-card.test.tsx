import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { CourseCard } from './course-card';

function makeCourse(overrides: Partial<CourseListItem> = {}): CourseListItem {
  return {
    id: 7,
    slug: 'flutter-app-development',
    title: 'Flutter App Development: from zero to Play Store',
    subtitle: 'Build and ship Android apps',
    thumbnail: '/demo/courses/flutter-app-development.svg',
    genre: { id: 2, name: 'App Development', slug: 'app-development' },
    instructor: { id: 3, name: 'Sadia Rahman', avatar: null },
    level: 'beginner',
    language: 'bn',
    duration_minutes: 750,
    lessons_count: 64,
    price: 500000,
    sale_price: null,
    currency: 'BDT',
    is_free: false,
    is_featured: true,
    rating_avg: 4.72,
    rating_count: 1234,
    enrolled_count: 5400,
    ...overrides,
  };
}

function renderCard(props: Partial<Parameters<typeof CourseCard>[0]> = {}) {
  return render(
    <MemoryRouter>
      <CourseCard course={makeCourse()} {...props} />
    </MemoryRouter>,
  );
}

describe('CourseCard', () => {
  it('links the whole card to the course page, named by its title', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Flutter App Development: from zero to Play Store' });
    expect(link.getAttribute('href')).toBe('/courseDetails/7');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Flutter App Development: from zero to Play Store',
    );
  });

  it('shows instructor, rating, level and duration', () => {
    renderCard();
    screen.getByText('Sadia Rahman');
    screen.getByText('SR');
    screen.getByText('Rated 4.7 out of 5 from 1,234 reviews');
    screen.getByText('Beginner');
    screen.getByText('12h 30m');
  });

  it('says the language the course is taught in', () => {
    renderCard();
    screen.getByText('In Bangla');
    cleanup();
    renderCard({ course: makeCourse({ language: 'en' }) });
    screen.getByText('In English');
    expect(screen.queryByText('In Bangla')).toBeNull();
  });

  it('reserves the 16:9 thumbnail box and loads it lazily', () => {
    const { container } = renderCard();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/demo/courses/flutter-app-development.svg');
    expect(img?.getAttribute('width')).toBe('640');
    expect(img?.getAttribute('height')).toBe('360');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the instructor picture when there is one', () => {
    const { container } = render(
      <MemoryRouter>
        <CourseCard
          course={makeCourse({
            instructor: { id: 3, name: 'Sadia Rahman', avatar: '/demo/instructors/sadia.svg' },
          })}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('img[src="/demo/instructors/sadia.svg"]')).toBeTruthy();
    expect(screen.queryByText('SR')).toBeNull();
  });

  it('shows the price when there is no sale', () => {
    renderCard();
    screen.getByText('৳5,000');
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows the sale price with the original struck through and the discount', () => {
    renderCard({ course: makeCourse({ price: 350000, sale_price: 250000 }) });
    const original = document.querySelector('s');
    expect(original?.textContent).toBe('Original price ৳3,500');
    screen.getByText('৳2,500');
    screen.getByText('29% off');
  });

  it('says "Free" for a free course and shows no price', () => {
    renderCard({ course: makeCourse({ is_free: true, price: 0, sale_price: null }) });
    screen.getByText('Free');
    expect(screen.queryByText(/৳/)).toBeNull();
  });

  it('shows the "Enrolled" badge only when enrolled', () => {
    const { rerender } = renderCard();
    expect(screen.queryByText('Enrolled')).toBeNull();
    rerender(
      <MemoryRouter>
        <CourseCard course={makeCourse()} isEnrolled />
      </MemoryRouter>,
    );
    screen.getByText('Enrolled');
    screen.getByText('Continue learning');
  });

  it('marks an unrated course as new instead of showing zero stars', () => {
    renderCard({ course: makeCourse({ rating_avg: 0, rating_count: 0 }) });
    screen.getByText('New');
    expect(screen.queryByText(/Rated/)).toBeNull();
  });

  it('puts an action such as a wishlist button on the card', () => {
    renderCard({ action: <button type="button">Save to wishlist</button> });
    const article = screen.getByRole('article');
    within(article).getByRole('button', { name: 'Save to wishlist' });
  });
});
