// `npm run typecheck`: every workspace's tsconfig (and the root's) through TypeScript 7's native compiler.
//
// TypeScript 7 is the Go port: the same checker at a fraction of the time, which matters on CI's two
// cores (issue 15). It is installed beside 5.9 under the alias `typescript7`, because typescript-eslint
// and the editors need 5.9's JavaScript API (STACK.md); both binaries are called `tsc`, so this script
// calls 7's by path instead of trusting whichever `node_modules/.bin/tsc` npm linked last.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin', 'tsc');

const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const projects = ['.', ...workspaces].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', '-p', project], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

// Two at a time: the compiler is multi-threaded, but most of a small project's time is one thread reading
// and binding files.
const results = [];
const queue = [...projects];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);

let failed = 0;
for (const { project, code, output } of results.sort((a, b) => a.project.localeCompare(b.project))) {
  if (code === 0) continue;
  failed += 1;
  process.stderr.write(`\n${project}:\n${output}`);
}
process.stdout.write(
  `typecheck: ${projects.length - failed} of ${projects.length} projects pass (TypeScript 7)\n`,
);
process.exitCode = failed ? 1 : 0;
