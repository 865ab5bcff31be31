import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { labelLines, PrizeWheel } from './prize-wheel';

describe('PrizeWheel', () => {
  it('breaks long labels into two balanced lines', () => {
    expect(labelLines('5% off')).toEqual(['5% off']);
    expect(labelLines('Better luck next time')).toEqual(['Better luck', 'next time']);
    expect(labelLines('Supercalifragilistic')).toEqual(['Supercalifragilistic']);
  });

  it('names every segment for screen readers and turns by the given rotation', () => {
    const { container } = render(
      <PrizeWheel
        segments={[
          { position: 0, label: '5% off' },
          { position: 1, label: 'Better luck next time' },
        ]}
        rotation={270}
        animate={false}
      />,
    );
    screen.getByRole('img', { name: 'Prize wheel with 2 segments: 5% off, Better luck next time' });
    const turning = container.querySelector<HTMLElement>('[style]');
    expect(turning?.style.transform).toBe('rotate(270deg)');
    expect(turning?.style.transition).toBe('none');
  });
});
