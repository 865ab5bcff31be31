import { ResumeDocument, ResumeSettings, type Resume, type ResumeSummary } from '@dokkho/contract/resume';
import { resumeCompletion } from '@dokkho/contract/resume';

/** Contract-typed resume data for the builder's tests (not shipped: only tests import it). */

export function resumeDocument(overrides: Partial<ResumeDocument> = {}): ResumeDocument {
  return ResumeDocument.parse({
    basics: {
      full_name: 'Rahim Uddin',
      headline: 'Junior data analyst',
      email: 'rahim@example.com',
      phone: '+8801711000001',
      location: 'Mirpur, Dhaka',
    },
    experience: [
      {
        id: 'job1',
        position: 'Sales assistant',
        company: 'Agora',
        start: '2024-03',
        current: true,
        description: 'Ran the weekly stock count',
      },
    ],
    skills: [
      { id: 's1', name: 'Excel', level: 'advanced' },
      { id: 's2', name: 'SQL', level: 'intermediate' },
    ],
    ...overrides,
  });
}

export function resume(overrides: Partial<Resume> = {}): Resume {
  const document = overrides.document ?? resumeDocument();
  return {
    id: 5,
    title: 'Analyst resume',
    template: 'classic',
    completion: resumeCompletion(document),
    created_at: '2026-11-20T04:00:00.000Z',
    updated_at: '2026-11-25T04:00:00.000Z',
    document,
    settings: ResumeSettings.parse({}),
    revision: 3,
    share_url: null,
    has_cover_letter: false,
    ...overrides,
  };
}

export function resumeSummary(overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  const { document: _document, settings: _settings, revision: _revision, ...summary } = resume();
  return { ...summary, ...overrides };
}

export { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
