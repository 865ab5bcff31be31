import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * How far a check may go. A PDF is a program for its reader: 340 KB can declare a compressed
 * cross-reference stream of 50 million entries that pdf.js spends minutes and gigabytes reading. So the
 * check runs in a child process with a heap limit and a deadline, a few at a time, and a file that
 * exhausts either is not a PDF we take. (A worker thread's `resourceLimits` is not enough: a worker that
 * runs out of heap this fast can take the whole process down with it.)
 */
export interface PdfCheckLimits {
  timeoutMs: number;
  heapMb: number;
  concurrent: number;
}
export const PDF_CHECK_LIMITS: PdfCheckLimits = { timeoutMs: 15_000, heapMb: 192, concurrent: 2 };

/*
 * The child's code, plain CommonJS (the API's own TypeScript runs through tsx, which this does not need):
 * it reads the file from stdin, loads unpdf (pdf.js) from the path given as its argument, opens the
 * document and loads page 1, and prints "yes" or "no". No page is rendered, no text extracted, no font
 * loaded, no script run (this pdf.js build has no eval); pdf.js logs nothing (verbosity 0).
 */
const CHILD_SOURCE = `
const { getDocumentProxy } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  let readable = false;
  let pdf;
  try {
    const data = new Uint8Array(Buffer.concat(chunks));
    pdf = await getDocumentProxy(data, { disableFontFace: true, stopAtErrors: true, verbosity: 0 });
    if (pdf.numPages >= 1) readable = Boolean(await pdf.getPage(1));
  } catch {
    readable = false;
  }
  process.stdout.write(readable ? 'yes' : 'no', () => process.exit(0));
});
`;

const unpdfPath = createRequire(import.meta.url).resolve('unpdf');

let running = 0;
const waiting: (() => void)[] = [];

/** A place among the `concurrent` checks; a finished check hands its place to the next one waiting. */
async function acquire(concurrent: number) {
  if (running < concurrent) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
}
function release() {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

async function inChild(buffer: Buffer, limits: PdfCheckLimits): Promise<boolean> {
  await acquire(limits.concurrent);
  try {
    return await new Promise<boolean>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [`--max-old-space-size=${limits.heapMb}`, '-e', CHILD_SOURCE, unpdfPath],
        { stdio: ['pipe', 'pipe', 'ignore'] },
      );
      let answer = '';
      let settled = false;
      const settle = (readable: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        child.kill('SIGKILL');
        resolve(readable);
      };
      const deadline = setTimeout(() => settle(false), limits.timeoutMs);
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        answer += chunk;
      });
      // Out of memory or killed: not a PDF we take.
      child.once('close', (code) => settle(code === 0 && answer === 'yes'));
      // The server could not start the check (no process to spare): its failure, not the file's.
      child.once('error', (error) => {
        settled = true;
        clearTimeout(deadline);
        reject(error);
      });
      // A child that died early closes its stdin: the write fails, and `close` answers.
      child.stdin.once('error', () => undefined);
      child.stdin.end(buffer);
    });
  } finally {
    release();
  }
}

/**
 * Whether an upload is a PDF a reader can open: it starts with `%PDF-` (ISO 32000-1 §7.5.2) and pdf.js
 * (through unpdf) finds its cross-reference table or rebuilds it, reaches the catalog and loads page 1,
 * within PDF_CHECK_LIMITS. The magic bytes alone let through any file that merely starts with them (an
 * HTML page, say). The caller has already capped the size.
 */
export async function isReadablePdf(
  buffer: Buffer,
  limits: PdfCheckLimits = PDF_CHECK_LIMITS,
): Promise<boolean> {
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return inChild(buffer, limits);
}
