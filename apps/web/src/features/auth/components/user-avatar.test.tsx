import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

describe('UserAvatar (SPEC.md §2: the picture, a default one if none)', () => {
  it('shows the uploaded picture', () => {
    const { container } = render(<UserAvatar src="/media/avatars/abc.webp" className="size-9" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/abc.webp');
  });

  it('shows the default picture when there is none', () => {
    const { container } = render(<UserAvatar src={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeTruthy();
  });

  it('falls back to the default picture when the image cannot be loaded, and tries a new one again', () => {
    const { container, rerender } = render(<UserAvatar src="/media/avatars/gone.webp" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeTruthy();
    rerender(<UserAvatar src="/media/avatars/new.webp" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/new.webp');
  });
});
