/**
 * Starts the real API in this process on the generated database, adds a no-database baseline route to
 * the same Fastify instance, and runs the load scenarios one after another from a forked autocannon
 * process. Reports req/s and latency as ratios against the baseline of the same run.
 *
 *   npm run bench -w @dokkho/bench [-- --duration 10 --warmup 3 --connections 50 --only search-typo]
 *   npm run bench -w @dokkho/bench -- --pglite     (embedded PGlite with a smaller generated set)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '@dokkho/api/app';
import { loadConfig } from '@dokkho/api/config';
import { createTokenSettings, signAccessToken } from '@dokkho/api/modules/auth/tokens';
import { registerRateLimit } from '@dokkho/api/plugins/rate-limit';
import { createDatabase, type Database, type DatabaseHandle } from '@dokkho/db';
import { countRows, generateDataSet, PGLITE_SCALE } from './dataset';
import type { LoadRequest, LoadSummary } from './load';
import { benchDatabaseUrl, parseArgs } from './options';
import { BUDGET_CONNECTIONS, BUDGETS, buildScenarios, type Scenario } from './scenarios';

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    pglite: { type: 'boolean', default: false },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    'pool-size': { type: 'string' },
    only: { type: 'string' },
    'no-budgets': { type: 'boolean', default: false },
  },
});

function numberOption(flag: string | undefined, env: string | undefined, fallback: number): number {
  const raw = flag ?? env;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a number: ${raw}`);
  return value;
}

const options = {
  engine: flags.pglite ? ('pglite' as const) : ('postgres' as const),
  duration: numberOption(flags.duration, process.env.BENCH_DURATION, 10),
  warmup: numberOption(flags.warmup, process.env.BENCH_WARMUP, 3),
  connections: numberOption(flags.connections, process.env.BENCH_CONNECTIONS, 50),
  poolSize: numberOption(flags['pool-size'], process.env.BENCH_POOL_SIZE, 10),
  only: (flags.only ?? process.env.BENCH_ONLY)?.split(',').filter(Boolean),
};

interface ScenarioResult extends LoadSummary {
  name: string;
  description: string;
  paths: number;
  responseBytes: number;
  ratio: number;
  p99Ratio: number;
  /** `enforced` is false when the baseline drifted: the verdict is printed but does not fail the run. */
  budget: { minRatio: number; maxP99Ms: number; pass: boolean; enforced: boolean } | null;
}

type Rows = Record<string, unknown>[];

/** Beyond this difference between the first and the last baseline, budgets are reported, not enforced. */
const MAX_BASELINE_DRIFT = 0.2;

async function query(db: Database, text: string): Promise<Rows> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows?: Rows };
  return result.rows ?? [];
}

async function openDatabase(): Promise<DatabaseHandle> {
  if (options.engine === 'pglite') {
    console.log(`embedded PGlite (in memory), generating ${PGLITE_SCALE.courses} courses...`);
    const database = await createDatabase({});
    await database.migrate();
    await generateDataSet(database.db, PGLITE_SCALE, (line) => console.log(`  ${line}`));
    return database;
  }
  const databaseUrl = benchDatabaseUrl(flags['database-url']);
  const database = await createDatabase({ databaseUrl, poolSize: options.poolSize });
  try {
    const [row] = await query(database.db, `select count(*)::int as n from courses`);
    if (!row || Number(row.n) === 0) throw new Error('no courses');
  } catch {
    await database.close();
    throw new Error(`No generated data in ${databaseUrl}: run \`npm run generate -w @dokkho/bench\` first.`);
  }
  return database;
}

/** A fixed, spread-out sample of published course ids (the same on every run of one data set). */
async function sampleCourseIds(db: Database, count: number, paidOnly = false): Promise<number[]> {
  const rows = await query(
    db,
    `select id from courses where status = 'published' ${paidOnly ? 'and price > 0' : ''}
      order by hashint4(id), id limit ${count}`,
  );
  return rows.map((row) => Number(row.id));
}

/** A learner of the data set (not an instructor): the signed-in scenarios act as them. */
async function sampleLearnerId(db: Database): Promise<number> {
  const [row] = await query(
    db,
    `select u.id from users u where not exists (select 1 from instructor_profiles i where i.user_id = u.id)
      order by u.id limit 1`,
  );
  if (!row) throw new Error('no learner in the data set');
  return Number(row.id);
}

function runLoad(request: LoadRequest): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    // The child inherits `--import tsx` through process.execArgv.
    const child = fork(fileURLToPath(new URL('./load.ts', import.meta.url)));
    let settled = false;
    child.once('message', (message: { ok: true; summary: LoadSummary } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.summary);
      else reject(new Error(message.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with code ${code} before reporting`));
    });
    child.send(request);
  });
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function markdownTable(results: ScenarioResult[]): string {
  const header = [
    '| scenario | req/s | p50 ms | p99 ms | errors / non-2xx | req/s vs baseline | p99 vs baseline | budget |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
  ];
  const rows = results.map((r) => {
    const budget = r.budget
      ? `${r.budget.pass ? 'ok' : r.budget.enforced ? 'FAIL' : 'over (noisy run, not enforced)'} (>= ${+(r.budget.minRatio * 100).toFixed(2)}%, p99 <= ${r.budget.maxP99Ms} ms)`
      : '';
    return `| ${r.name} | ${fmt(r.requestsPerSecond)} | ${fmt(r.latencyP50)} | ${fmt(r.latencyP99)} | ${r.errors + r.timeouts} / ${r.non2xx} | ${fmt(r.ratio * 100, 2)}% | ${fmt(r.p99Ratio, 1)}x | ${budget} |`;
  });
  return [...header, ...rows].join('\n');
}

async function main() {
  const started = new Date();
  const database = await openDatabase();
  const counts = await countRows(database.db);
  const courseIds = await sampleCourseIds(database.db, 200);
  const paidCourseIds = await sampleCourseIds(database.db, 200, true);
  const authSecret = randomBytes(48).toString('base64url');

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(options.poolSize),
    // All load comes from one address: keep the limiter running (its cost is part of every /api request)
    // but never let it answer 429.
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    // The per-route abuse limits (30 quotes a minute per address...) would stop the signed-in scenarios
    // at once; the global limiter above still runs on every request.
    AUTH_RATE_LIMIT: 'off',
    // The app refuses to start without a signing key; a fresh one per run signs the learner's token below.
    AUTH_SECRET: authSecret,
    // Production with DATABASE_URL refuses to start without the public origin of its links.
    PUBLIC_URL: 'http://localhost:3000',
    ...(options.engine === 'postgres' ? { DATABASE_URL: benchDatabaseUrl(flags['database-url']) } : {}),
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });

  // The baseline: same instance, same hooks (request id, security headers) and the same rate limiter as
  // the /api scope, but no database and no serialisation; its body is a real catalog search page
  // captured below.
  let baselineBody: Buffer = Buffer.from('{}');
  await app.register(async (scope) => {
    await registerRateLimit(scope, { perMinute: config.rateLimitPerMinute, redis: undefined });
    scope.get('/bench/baseline', async (_request, reply) => {
      return reply.header('content-type', 'application/json; charset=utf-8').send(baselineBody);
    });
  });
  await app.ready();
  const sample = await app.inject({ method: 'GET', url: '/api/course/courses/?search=excel' });
  if (sample.statusCode !== 200) throw new Error(`baseline capture failed: ${sample.statusCode}`);
  baselineBody = sample.rawPayload;

  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const tokens = createTokenSettings({ secret: authSecret, accessTtlSeconds: 3600, refreshTtlDays: 1 });
  const learnerAuthorization = `Bearer ${await signAccessToken(tokens, await sampleLearnerId(database.db))}`;
  let scenarios = buildScenarios({ courseIds, paidCourseIds, learnerAuthorization });
  if (options.only) {
    const unknown = options.only.filter((name) => !scenarios.some((scenario) => scenario.name === name));
    if (unknown.length > 0) {
      throw new Error(`Unknown scenario ${unknown.join(', ')}: ${scenarios.map((s) => s.name).join(', ')}`);
    }
    const wanted = new Set(['baseline', ...options.only]);
    scenarios = scenarios.filter((scenario) => wanted.has(scenario.name));
  }
  // The baseline runs first and again last: the reference is their mean, and a large difference between
  // them says the machine's load changed during the run (other processes), so the ratios are suspect.
  const firstBaseline = scenarios.find((scenario) => scenario.name === 'baseline');
  if (firstBaseline) {
    scenarios.push({ ...firstBaseline, name: 'baseline-end', description: 'The baseline again, last' });
  }

  // Pre-flight: every path answers 200 (and list pages find courses) before any load is generated.
  const responseBytes = new Map<string, number>();
  for (const scenario of scenarios) {
    let bytes = 0;
    for (const path of scenario.paths) {
      const response = await app.inject({ method: 'GET', url: path, headers: scenario.headers ?? {} });
      if (response.statusCode !== 200) {
        throw new Error(`${scenario.name}: GET ${path} answered ${response.statusCode}: ${response.body}`);
      }
      if (scenario.expectResults && (response.json() as { count: number }).count === 0) {
        throw new Error(`${scenario.name}: GET ${path} found no courses; is the data set generated?`);
      }
      bytes += response.rawPayload.length;
    }
    responseBytes.set(scenario.name, Math.round(bytes / scenario.paths.length));
  }

  const loadBefore = os.loadavg()[0] ?? 0;
  console.log(
    `\n${options.engine}, ${fmt(counts.published_courses ?? 0)} published courses, ${fmt(counts.enrollments ?? 0)} enrollments; ` +
      `${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per scenario, ` +
      `pool ${options.poolSize}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)}\n`,
  );
  if (loadBefore > os.cpus().length / 2) {
    console.warn(
      `warning: the machine is already busy (load average ${loadBefore.toFixed(2)}); expect noise.\n`,
    );
  }

  const summaries: (LoadSummary & { scenario: Scenario })[] = [];
  try {
    for (const scenario of scenarios) {
      process.stdout.write(`${scenario.name.padEnd(18)} `);
      const summary = await runLoad({
        url: address,
        paths: scenario.paths,
        ...(scenario.headers ? { headers: scenario.headers } : {}),
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
        timeout: 30,
      });
      summaries.push({ ...summary, scenario });
      console.log(
        `${fmt(summary.requestsPerSecond).padStart(7)} req/s  p50 ${fmt(summary.latencyP50)} ms  p99 ${fmt(summary.latencyP99)} ms` +
          (summary.errors + summary.timeouts + summary.non2xx > 0
            ? `  errors ${summary.errors + summary.timeouts}, non-2xx ${summary.non2xx}`
            : ''),
      );
    }
  } finally {
    await app.close();
    await database.close();
  }

  const baselines = summaries.filter((s) => s.scenario.name.startsWith('baseline'));
  const baseline =
    baselines.length > 0
      ? {
          requestsPerSecond: baselines.reduce((sum, s) => sum + s.requestsPerSecond, 0) / baselines.length,
          latencyP99: baselines.reduce((sum, s) => sum + s.latencyP99, 0) / baselines.length,
        }
      : null;
  const baselineDrift =
    baselines.length === 2
      ? Math.abs(baselines[0]!.requestsPerSecond - baselines[1]!.requestsPerSecond) /
        Math.max(baselines[0]!.requestsPerSecond, baselines[1]!.requestsPerSecond)
      : 0;
  const enforceBudgets =
    !flags['no-budgets'] && options.engine === 'postgres' && options.connections === BUDGET_CONNECTIONS;
  const results: ScenarioResult[] = summaries.map(({ scenario, ...summary }) => {
    const ratio = baseline ? summary.requestsPerSecond / baseline.requestsPerSecond : NaN;
    const p99Ratio = baseline ? summary.latencyP99 / Math.max(baseline.latencyP99, 1) : NaN;
    const budget = BUDGETS[scenario.name];
    return {
      name: scenario.name,
      description: scenario.description,
      paths: scenario.paths.length,
      responseBytes: responseBytes.get(scenario.name) ?? 0,
      ...summary,
      ratio,
      p99Ratio,
      budget:
        budget && enforceBudgets
          ? {
              ...budget,
              pass: ratio >= budget.minRatio && summary.latencyP99 <= budget.maxP99Ms,
              enforced: baselineDrift <= MAX_BASELINE_DRIFT,
            }
          : null,
    };
  });

  const table = markdownTable(results);
  console.log(`\n${table}\n`);

  const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
  mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}${started.toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        startedAt: started.toISOString(),
        engine: options.engine,
        options,
        machine: {
          cores: os.cpus().length,
          cpu: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 2 ** 30),
          node: process.version,
          platform: `${os.platform()} ${os.release()}`,
        },
        loadAverage: { before: loadBefore, after: os.loadavg()[0] },
        baseline: { ...baseline, drift: baselineDrift },
        dataSet: counts,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`results written to ${file}`);

  if (baselineDrift > MAX_BASELINE_DRIFT) {
    console.warn(
      `warning: the baseline moved ${fmt(baselineDrift * 100)}% between the start and the end of the run: ` +
        'the machine was busier at one end; budgets are not enforced. Rerun on a quieter machine.',
    );
  }
  // A scenario that completed nothing (every request still queued at the end) has failed too.
  const failed = results.filter((r) => r.errors + r.timeouts + r.non2xx > 0 || r.totalRequests === 0);
  const overBudget = results.filter((r) => r.budget && r.budget.enforced && !r.budget.pass);
  if (failed.length > 0) {
    console.error(
      `FAILED: errors, non-2xx responses or no completed request in ${failed.map((r) => r.name).join(', ')}`,
    );
  }
  if (overBudget.length > 0) {
    console.error(`FAILED: over budget: ${overBudget.map((r) => r.name).join(', ')} (README.md "Budgets")`);
  }
  if (failed.length > 0 || overBudget.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
