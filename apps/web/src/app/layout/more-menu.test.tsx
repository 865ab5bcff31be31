import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MoreMenu } from './more-menu';
import { MoreMenuFallback } from './more-menu-fallback';

function renderInRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('More menu swap', () => {
  it('opens the Radix menu when the fallback was open as its chunk arrived', () => {
    const fallback = renderInRouter(<MoreMenuFallback onDark={false} />);
    const details = fallback.container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    fallback.unmount();

    renderInRouter(<MoreMenu onDark={false} />);
    screen.getByRole('menuitem', { name: 'Hire' });
  });

  it('starts closed when the fallback was closed again', () => {
    const fallback = renderInRouter(<MoreMenuFallback onDark={false} />);
    const details = fallback.container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    details.open = false;
    fireEvent(details, new Event('toggle'));
    fallback.unmount();

    renderInRouter(<MoreMenu onDark={false} />);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
