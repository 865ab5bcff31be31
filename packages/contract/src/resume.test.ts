import { describe, expect, it } from 'vitest';
import { ResumeUpdate } from './resume';

describe('ResumeUpdate (the builder autosave body)', () => {
  it('keeps a partial update partial: sections and settings left out stay out', () => {
    // Zod 4 applies defaults inside .optional(); with them, a save of one section would send the others
    // back as [] and '' and wipe them, and a template change would reset the colour, font and paper.
    expect(ResumeUpdate.parse({ base_revision: 2, document: { summary: ' Analyst. ' } })).toEqual({
      base_revision: 2,
      document: { summary: 'Analyst.' },
    });
    expect(ResumeUpdate.parse({ base_revision: 2, settings: { template: 'modern' } })).toEqual({
      base_revision: 2,
      settings: { template: 'modern' },
    });
  });

  it('still checks what is sent', () => {
    const skills = Array.from({ length: 31 }, (_, i) => ({ id: `s${i}`, name: 'Excel' }));
    expect(ResumeUpdate.safeParse({ base_revision: 2, document: { skills } }).success).toBe(false);
    expect(ResumeUpdate.safeParse({ base_revision: 2, settings: { color: '#000000' } }).success).toBe(false);
    expect(ResumeUpdate.safeParse({ base_revision: 2 }).success).toBe(false);
  });
});
