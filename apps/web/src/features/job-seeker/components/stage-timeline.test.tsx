import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { StageTimeline, timelineSteps } from './stage-timeline';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T04:00:00.000Z`;

describe('timelineSteps', () => {
  it('marks the last recorded step current and lists the stages still ahead without dates', () => {
    const steps = timelineSteps({
      stage: 'screening',
      withdrawn: false,
      timeline: [
        { stage: 'applied', at: at(10) },
        { stage: 'screening', at: at(12) },
      ],
    });
    expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ['Application received', 'done', at(10)],
      ['Being reviewed', 'current', at(12)],
      ['Invited to interview', 'next', null],
      ['Offer made', 'next', null],
      ['Hired', 'next', null],
    ]);
  });

  it('ends a decided or withdrawn application where it stopped', () => {
    const rejected = timelineSteps({
      stage: 'rejected',
      withdrawn: false,
      timeline: [
        { stage: 'applied', at: at(10) },
        { stage: 'rejected', at: at(14) },
      ],
    });
    expect(rejected.map((step) => step.label)).toEqual(['Application received', 'Not selected']);
    const withdrawn = timelineSteps({
      stage: 'interview',
      withdrawn: true,
      timeline: [
        { stage: 'applied', at: at(10) },
        { stage: 'interview', at: at(12) },
        { stage: 'withdrawn', at: at(13) },
      ],
    });
    expect(withdrawn.map((step) => [step.label, step.state])).toEqual([
      ['Application received', 'done'],
      ['Invited to interview', 'done'],
      ['Withdrawn', 'current'],
    ]);
  });
});

describe('StageTimeline', () => {
  it('highlights the current step and says "Not selected" kindly', () => {
    render(
      <StageTimeline
        stage="rejected"
        withdrawn={false}
        timeline={[
          { stage: 'applied', at: at(10) },
          { stage: 'screening', at: at(11) },
          { stage: 'rejected', at: at(14) },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Application progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items[2]!.textContent).toContain('Not selected');
    expect(items[2]!.textContent).toContain('(current step)');
    screen.getByText(/chose other candidates this time/);
    expect(screen.queryByText(/Rejected/)).toBeNull();
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(at(10));
  });
});
