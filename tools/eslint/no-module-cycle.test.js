// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import dokkho from './index.js';

const UNITS = ['apps/api/src/modules/*', 'apps/web/src/features/*', 'packages/*'];
const roots = [];

/** A tree on disk (the rule reads the whole tree), with the root package.json that names the workspaces. */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'module-cycle-'));
  roots.push(root);
  const all = {
    'package.json': JSON.stringify({ workspaces: ['packages/one', 'packages/two'] }),
    'packages/one/package.json': JSON.stringify({ name: '@fx/one', exports: { '.': './src/index.ts' } }),
    'packages/two/package.json': JSON.stringify({ name: '@fx/two', exports: { './*': './src/*.ts' } }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** The rule's messages for one file of the tree, linted as on disk or with `text` in its place. */
function lint(root, file, text = readFileSync(path.join(root, file), 'utf8'), units = UNITS) {
  const linter = new Linter({ cwd: root });
  const config = {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { dokkho },
    rules: { 'dokkho/no-module-cycle': ['error', { root, units, ignore: ['**/*.test.ts'] }] },
  };
  return linter.verify(text, config, path.join(root, file)).map((message) => {
    expect(message.ruleId, message.message).toBe('dokkho/no-module-cycle');
    return message;
  });
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const modules = 'apps/api/src/modules';
const features = 'apps/web/src/features';

describe('no-module-cycle', () => {
  it('passes a tree whose units depend on each other one way only', () => {
    const root = tree({
      [`${modules}/resumes/service.ts`]: "import { candidate } from '../job-seeker/candidate';\n",
      [`${modules}/resumes/print.ts`]: "import { applied } from '../job-seeker/service';\n",
      [`${modules}/job-seeker/candidate.ts`]:
        "import { money } from '@fx/one';\nexport const candidate = 1;\n",
      [`${modules}/job-seeker/service.ts`]: 'export const applied = 1;\n',
      'packages/one/src/index.ts': "export { format } from '@fx/two/format';\n",
      'packages/two/src/format.ts': 'export const format = 1;\n',
    });
    for (const file of [
      `${modules}/resumes/service.ts`,
      `${modules}/resumes/print.ts`,
      `${modules}/job-seeker/candidate.ts`,
      'packages/one/src/index.ts',
    ]) {
      expect(lint(root, file)).toEqual([]);
    }
  });

  it('fails a cycle between two modules that goes through different files, naming each step', () => {
    const root = tree({
      [`${modules}/resumes/service.ts`]:
        "export const x = 1;\nimport { candidate } from '../job-seeker/candidate';\n",
      [`${modules}/resumes/print.ts`]: 'export const print = 1;\n',
      [`${modules}/job-seeker/candidate.ts`]: 'export const candidate = 1;\n',
      [`${modules}/job-seeker/routes.ts`]: "import { print } from '../resumes/print';\n",
    });
    const [fromResumes, ...more] = lint(root, `${modules}/resumes/service.ts`);
    expect(more).toEqual([]);
    expect(fromResumes.line).toBe(2);
    expect(fromResumes.message).toContain(
      `${modules}/resumes -> ${modules}/job-seeker -> ${modules}/resumes ` +
        `(${modules}/resumes/service.ts:2 imports '../job-seeker/candidate'; ` +
        `${modules}/job-seeker/routes.ts:1 imports '../resumes/print')`,
    );
    // The other end of the cycle fails too, so the import to remove can be either.
    expect(lint(root, `${modules}/job-seeker/routes.ts`)).toHaveLength(1);
    expect(lint(root, `${modules}/job-seeker/candidate.ts`)).toEqual([]);
  });

  it('fails a cycle through three features and their public index files', () => {
    const root = tree({
      [`${features}/jobs/pages/list.tsx`]: "import { Apply } from '../../job-seeker/index.ts';\n",
      [`${features}/job-seeker/index.ts`]: "export { Apply } from './apply.tsx';\n",
      [`${features}/job-seeker/apply.tsx`]: "import { Resume } from '../resume';\nexport const Apply = 1;\n",
      [`${features}/resume/index.ts`]: "export const Resume = 1;\nexport { JobCard } from '../jobs/card';\n",
      [`${features}/jobs/card.tsx`]: 'export const JobCard = 1;\n',
    });
    const [message] = lint(root, `${features}/resume/index.ts`);
    expect(message.message).toContain(
      `3 units: ${features}/resume -> ${features}/jobs -> ${features}/job-seeker -> ${features}/resume`,
    );
    expect(message.message).toContain(
      `${features}/jobs/pages/list.tsx:1 imports '../../job-seeker/index.ts'`,
    );
  });

  it('follows packages by their names and exports', () => {
    const root = tree({
      'packages/one/src/index.ts': "export { format } from '@fx/two/format';\n",
      'packages/two/src/format.ts': "import { money } from '@fx/one';\nexport const format = money;\n",
    });
    expect(lint(root, 'packages/two/src/format.ts')[0].message).toContain(
      'packages/two -> packages/one -> packages/two',
    );
  });

  it('counts a dynamic import, which loads the module all the same', () => {
    const root = tree({
      [`${modules}/a/service.ts`]: "export const load = () => import('../b/service');\n",
      [`${modules}/b/service.ts`]: "import { load } from '../a/service';\nexport const b = load;\n",
    });
    expect(lint(root, `${modules}/b/service.ts`)).toHaveLength(1);
  });

  it('leaves out imports that carry only types, tests, and specifiers in comments', () => {
    const root = tree({
      [`${modules}/a/service.ts`]: "import { b } from '../b/service';\nexport type A = typeof b;\n",
      [`${modules}/b/service.ts`]: [
        "import type { A } from '../a/service';",
        "import { type A as Same } from '../a/service';",
        "export type { A as Again } from '../a/service';",
        "// Was: import { a } from '../a/service';",
        'export const b: A | Same = 1;',
        '',
      ].join('\n'),
      [`${modules}/b/service.test.ts`]: "import { a } from '../a/service';\n",
    });
    expect(lint(root, `${modules}/a/service.ts`)).toEqual([]);
    expect(lint(root, `${modules}/b/service.test.ts`)).toEqual([]);
  });

  it('reads the linted file as the editor holds it, the rest of the tree from disk', () => {
    const root = tree({
      [`${modules}/a/service.ts`]: "import { b } from '../b/service';\nexport const a = b;\n",
      [`${modules}/b/service.ts`]: 'export const b = 1;\n',
    });
    const unsaved = "import { a } from '../a/service';\nexport const b = a;\n";
    expect(lint(root, `${modules}/b/service.ts`, unsaved)).toHaveLength(1);

    const cyclic = tree({
      [`${modules}/a/service.ts`]: "import { b } from '../b/service';\nexport const a = b;\n",
      [`${modules}/b/service.ts`]: "import { a } from '../a/service';\nexport const b = a;\n",
    });
    expect(lint(cyclic, `${modules}/b/service.ts`, 'export const b = 1;\n')).toEqual([]);
    expect(lint(cyclic, `${modules}/b/service.ts`)).toHaveLength(1);
  });

  it('with `**` units, catches a cycle between two files of one module, and leaves type-only ones alone', () => {
    const eachFile = ['apps/*/src/**', 'packages/*/src/**'];
    const root = tree({
      [`${modules}/auth/service.ts`]:
        "import { verify } from './email-verification';\nexport const a = verify;\n",
      [`${modules}/auth/email-verification.ts`]:
        "import { a } from './service';\nimport type { T } from './types';\nexport const verify = a;\n",
      [`${modules}/auth/types.ts`]: "import type { a } from './service';\nexport type T = typeof a;\n",
      [`${modules}/auth/routes.ts`]: "import { a } from './service';\nexport const r = a;\n",
    });
    const [message] = lint(root, `${modules}/auth/service.ts`, undefined, eachFile);
    expect(message?.message).toContain(
      `${modules}/auth/service.ts -> ${modules}/auth/email-verification.ts -> ${modules}/auth/service.ts`,
    );
    expect(lint(root, `${modules}/auth/email-verification.ts`, undefined, eachFile)).toHaveLength(1);
    expect(lint(root, `${modules}/auth/routes.ts`, undefined, eachFile)).toEqual([]);
    expect(lint(root, `${modules}/auth/types.ts`, undefined, eachFile)).toEqual([]);
  });
});
