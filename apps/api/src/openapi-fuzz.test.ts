import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { desc } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourse, seedGenre, seedInstructor, seedJob, seedUser, uniqueTag } from './test/factories';
import { authHeader, createTestApp, type AuthHeaders, type TestContext } from './test/test-app';

/**
 * Issue 14 items 5 and 6, over the whole API as the OpenAPI document describes it: malformed requests
 * (huge and negative numbers, NUL bytes, odd unicode, wrong types, missing and extra fields, bad path
 * parameters) never answer 5xx, signed out or signed in with every role; and a guarded operation answers
 * 401 to an anonymous caller before it says anything about the body.
 */

/** Runs per operation and caller; 188 operations x 2 callers x this stays well under a minute on PGlite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** Fixed, so a run is repeatable; FUZZ_SEED explores others (a failure prints the seed either way). */
const SEED = Number(process.env.FUZZ_SEED ?? 14);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  path: string;
  operation: Operation;
}
interface FuzzRequest {
  url: string;
  payload?: string;
  contentType?: string;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const INT_MAX = 2_147_483_647;

/** Values that broke or could break a handler: past 32 bits, negative, NUL, lone surrogates, huge. */
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, INT_MAX, INT_MAX + 1, -INT_MAX - 2, 2 ** 53 + 1, 1e21, -1e308, 0.5, 1e-7),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff x',
    '\u202e\u0000',
    '%00',
    '../../etc/passwd',
    '২০২৬',
    '<script>',
    "' or 1=1 --",
    "$&$`$'",
    '9999999999999999999999',
    '-2147483649',
    '2147483648',
    '1e400',
    'NaN',
    'true',
    '',
    ' ',
  ),
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000`),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ unit: 'grapheme', maxLength: 16 }),
  fc.constant('x'.repeat(70_000)),
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', maxDepth: 2 },
  nastyNumber,
  nastyText,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyNumber, nastyText), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(nastyNumber, nastyText), { maxKeys: 3 }),
);

function resolve(document: OpenApiDocument, node: JsonSchema | undefined): JsonSchema {
  if (!node) return {};
  if (node.$ref) return resolve(document, document.components?.schemas?.[node.$ref.split('/').pop()!]);
  return node;
}

/** A value shaped like the schema, or (often) something it should refuse. */
function valueFor(document: OpenApiDocument, node: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const shape = resolve(document, node);
  const branches = [...(shape.anyOf ?? []), ...(shape.oneOf ?? []), ...(shape.allOf ?? [])];
  const types = Array.isArray(shape.type) ? shape.type : shape.type ? [shape.type] : [];
  const valid: fc.Arbitrary<unknown>[] = [];
  if (shape.enum?.length) valid.push(fc.constantFrom(...shape.enum));
  if (shape.const !== undefined) valid.push(fc.constant(shape.const));
  for (const branch of branches) valid.push(valueFor(document, branch, depth + 1));
  for (const type of types) {
    if (type === 'object' && depth < 4) {
      const properties = Object.fromEntries(
        Object.entries(shape.properties ?? {}).map(([key, value]) => [
          key,
          valueFor(document, value, depth + 1),
        ]),
      );
      // Every field may be missing; an unknown one may come along.
      valid.push(
        fc
          .tuple(
            fc.record(properties, { requiredKeys: [] }),
            fc.option(fc.tuple(fc.string({ maxLength: 8 }), anyJson)),
          )
          .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record)),
      );
    }
    if (type === 'array' && depth < 4)
      valid.push(fc.array(valueFor(document, shape.items, depth + 1), { maxLength: 3 }));
    if (type === 'string') valid.push(fc.string({ maxLength: 20 }));
    if (type === 'integer' || type === 'number') {
      const min = shape.minimum ?? -1000;
      const max = Math.min(shape.maximum ?? INT_MAX, INT_MAX);
      // In range, and just past either end of it or of a 32-bit column.
      valid.push(
        fc.integer({ min, max }),
        fc.constantFrom(min - 1, max + 1, INT_MAX, INT_MAX + 1, -INT_MAX - 2),
      );
    }
    if (type === 'boolean') valid.push(fc.boolean());
    if (type === 'null') valid.push(fc.constant(null));
  }
  return valid.length
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...valid) }, { weight: 1, arbitrary: anyJson })
    : anyJson;
}

/** A path or query value as text: a number, a word of the schema's, or something hostile. */
function textFor(document: OpenApiDocument, node: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc
    .oneof(valueFor(document, node), nastyText)
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
}

/** encodeURIComponent, except that a lone surrogate goes out as the bytes a careless client would send. */
function encode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

function requestFor(document: OpenApiDocument, endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const parameters = endpoint.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const pathValues = fc.tuple(
    ...pathParameters.map((parameter) =>
      fc.oneof(
        textFor(document, parameter.schema).map(encode),
        // Raw escapes a browser never sends: NUL, a CR LF (header splitting), broken UTF-8.
        fc.constantFrom('%00', 'a%0d%0aSet-Cookie:%20x=1', '%C0%80', '%E0%A4%A', '%ff'),
      ),
    ),
  );
  const query = fc
    .tuple(
      fc.subarray(queryParameters),
      fc.array(fc.tuple(fc.string({ maxLength: 6 }), nastyText), { maxLength: 2 }),
    )
    .chain(([chosen, extra]) =>
      fc
        .tuple(...chosen.map((parameter) => textFor(document, parameter.schema)))
        .map((values) => [
          ...chosen.map((parameter, index) => [parameter.name, values[index]!] as const),
          ...extra,
        ]),
    )
    .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'));
  const jsonSchema = endpoint.operation.requestBody?.content['application/json']?.schema;
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body: fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'contentType'>> = hasBody
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: valueFor(document, jsonSchema).map((value) => ({
            payload: JSON.stringify(value) ?? 'null',
            contentType: 'application/json',
          })),
        },
        // Raw text: bytes JSON.stringify would escape (a bare NUL), or plain nonsense.
        {
          weight: 1,
          arbitrary: nastyText.map((text) => ({
            payload: `{"a":"${text}"}`,
            contentType: 'application/json',
          })),
        },
        // Forms: the gateways' callbacks (SSLCommerz's IPN) and any route that parses them.
        {
          weight: 1,
          arbitrary: fc
            .dictionary(
              fc.constantFrom('tran_id', 'val_id', 'status', 'amount', 'verify_sign', 'verify_key', 'x'),
              nastyText,
              { maxKeys: 4 },
            )
            .map((fields) => ({
              payload: Object.entries(fields)
                .map(([key, value]) => `${key}=${encode(value)}`)
                .join('&'),
              contentType: 'application/x-www-form-urlencoded',
            })),
        },
      )
    : fc.constant({});
  return fc.tuple(pathValues, query, body).map(([values, search, payload]) => {
    let index = 0;
    const path = endpoint.path.replace(/\{[^}]+\}/g, () => values[index++] ?? 'x');
    return { url: search ? `${path}?${search}` : path, ...payload };
  });
}

function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method.toUpperCase()))
      .map(([method, operation]) => ({ method: method.toUpperCase() as Method, path, operation })),
  );
}

function injectOptions(endpoint: Endpoint, request: FuzzRequest, headers?: AuthHeaders): InjectOptions {
  return {
    method: endpoint.method,
    url: request.url,
    headers: { ...headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
}

let ctx: TestContext;
let document: OpenApiDocument;
let endpoints: Endpoint[];
let everyRole: AuthHeaders;

beforeAll(async () => {
  // No Chromium for this file: resume PDFs answer their documented 503 instead of starting a browser.
  ctx = await createTestApp({ PDF_RENDERER: 'off' });
  document = ctx.app.swagger() as unknown as OpenApiDocument;
  endpoints = endpointsOf(document);
  // Staff with every role profile, so role-gated routes get past their guard to the input handling.
  // An id far from the small ones the generators favour: the staff routes must not take this caller's
  // own roles away halfway through (the serial sequence never gets near it in a test run).
  const user = await seedUser(ctx.db, { id: 2_000_000_014, isStaff: true, emailConfirmed: true });
  await ctx.db.insert(schema.instructorProfiles).values({ userId: user.id });
  const [recruiter] = await ctx.db
    .insert(schema.recruiterProfiles)
    .values({ userId: user.id, companyName: 'Fuzz Ltd' })
    .returning();
  // A few rows the small ids the generators favour can find, so requests get past "not found".
  const genre = await seedGenre(ctx.db);
  const instructor = await seedInstructor(ctx.db);
  await seedCourse(ctx.db, { genreId: genre.id, instructorId: instructor.profile.id });
  await seedJob(ctx.db, { profile: recruiter! });
  await ctx.db.insert(schema.jobSeekerProfiles).values({ userId: user.id });
  await ctx.db
    .insert(schema.affiliateProfiles)
    .values({ userId: user.id, referralCode: uniqueTag('FZ').toUpperCase() });
  everyRole = await authHeader(user.id);
});

afterAll(async () => {
  await ctx?.close();
});

/** A 503 the operation documents is how this server is set up (no Chromium, no Google), not a crash. */
function isServerFault(endpoint: Endpoint, status: number): boolean {
  if (status < 500) return false;
  return !(status === 503 && endpoint.operation.responses?.['503']);
}

const CALLERS: [string, () => AuthHeaders | undefined][] = [
  ['signed out', () => undefined],
  ['signed in with every role', () => everyRole],
];

describe.each(CALLERS)('malformed requests to every operation, %s', (_label, caller) => {
  it('never answer 5xx', { timeout: 120_000 }, async () => {
    expect(endpoints.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const [index, endpoint] of endpoints.entries()) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(document, endpoint), async (request) => {
          const options = injectOptions(endpoint, request, caller());
          const response = await ctx.app.inject(options);
          if (isServerFault(endpoint, response.statusCode)) {
            throw new Error(
              `${response.statusCode} for ${endpoint.method} ${request.url.slice(0, 300)} ${request.contentType ?? ''} ${JSON.stringify(request.payload)?.slice(0, 300) ?? ''}: ${response.body.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
      if (result.failed)
        failures.push(
          `${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)} (seed ${result.seed})`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('the 5xx the outside test found', () => {
  it('refuses ids and amounts past a 32-bit column with a 400', async () => {
    for (const url of [
      '/api/course/courses/2147483648/',
      '/api/course/courses/?min_price=2147483648',
      '/api/course/courses/?max_price=99999999999',
      '/api/course/courses/?genre=2147483648',
      '/api/jobs/board/?salary_min=2147483648',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
    }
    const applicants = await ctx.send('POST', '/api/jobs/applicants/bulk-stage/', everyRole, {
      application_ids: [2147483648],
      stage: 'shortlisted',
    });
    expect(applicants.statusCode).toBe(400);
    expect(applicants.json()).toHaveProperty(['application_ids.0']);
  });

  it('refuses NUL bytes and broken unicode in bodies, forms and query strings with a 400 naming the field', async () => {
    const login = await ctx.send('POST', '/api/user/auth/login/', undefined, {
      username: 'a\u0000b',
      password: 'x',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ username: [expect.stringContaining('cannot be stored')] });
    const search = await ctx.app.inject({ url: '/api/course/courses/?search=data%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toHaveProperty('search');
    // JSON can carry half a surrogate pair ("\ud800"), which jsonb refuses.
    const surrogate = await ctx.app.inject({
      method: 'POST',
      url: '/api/generics/create-analytics-track/',
      headers: { ...everyRole, 'content-type': 'application/json' },
      payload: '{"event":"page_view","label":"ok","payload":{"note":"\\ud800"}}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toHaveProperty(['payload.note']);
    const ipn = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/sslcommerz/ipn/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tran_id=x%00&status=VALID',
    });
    expect(ipn.statusCode).toBe(400);
    expect(ipn.json()).toHaveProperty('tran_id');
  });

  it('records a Stripe webhook with NUL bytes in its raw body as refused (400), not a 500', async () => {
    const tag = uniqueTag('nul');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: `{"id":"${tag}","note":"\u0000"}`,
    });
    expect(response.statusCode).toBe(400);
    const events = await ctx.db
      .select()
      .from(schema.paymentEvents)
      .orderBy(desc(schema.paymentEvents.id))
      .limit(5);
    const recorded = events.find((event) => JSON.stringify(event.payload).includes(tag));
    expect(recorded?.outcome).toBe('rejected: bad signature');
    expect(JSON.stringify(recorded?.payload)).toContain('\\"note\\":\\"\uFFFD\\"');
  });

  it('refuses bodies nested thousands deep with a 4xx, never a call-stack overflow', async () => {
    const deep = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const posts: [string, string][] = [
      ['/api/user/auth/login/', arrays(20_000)],
      ['/api/user/auth/login/', deep(20_000)],
      [
        '/api/generics/create-analytics-track/',
        `{"event":"page_view","label":"x","payload":${deep(20_000)}}`,
      ],
      ['/api/resume/import/', `{"json_resume":${deep(20_000)}}`],
      ['/api/resume/import/', `{"json_resume":{"basics":${arrays(20_000)}}}`],
      ['/api/payment/stripe/webhook/', deep(20_000)],
    ];
    for (const [url, payload] of posts) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...everyRole, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload,
      });
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('sends a browser back from Stripe with a bad token to a 400, never a broken Location header', async () => {
    for (const token of ['%00', '%0d%0aSet-Cookie:%20x=1', '%F0%9F%98%80', 'x'.repeat(129)]) {
      for (const url of [`/api/payment/stripe/cancel/${token}/`, `/api/payment/stripe/return/${token}/`]) {
        const response = await ctx.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
      }
    }
  });
});

describe('guarded operations', () => {
  it('answer 401 to an anonymous caller before they say anything about the path or the body', async () => {
    // `security: [{}, ...]` marks an optional sign-in (the wheel page): not guarded.
    const guarded = endpoints.filter(
      ({ operation }) =>
        operation.security?.length && !operation.security.some((scheme) => Object.keys(scheme).length === 0),
    );
    expect(guarded.length).toBeGreaterThan(100);
    const answers: string[] = [];
    for (const { method, path } of guarded) {
      const url = path.replace(/\{[^}]+\}/g, 'not-an-id');
      const withBody = method !== 'GET' && method !== 'DELETE';
      const response = await ctx.app.inject({
        method,
        url,
        ...(withBody ? { payload: { id: 'x', reason: 7, unexpected: [null] } } : {}),
      });
      if (response.statusCode !== 401)
        answers.push(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    expect(answers).toEqual([]);
  });

  it('answer 403 to a signed-in caller without the role before validating the body', async () => {
    const learner = await authHeader((await seedUser(ctx.db)).id);
    const refund = await ctx.send('POST', '/api/admin/orders/1/refund/', learner, {});
    expect(refund.statusCode).toBe(403);
    const anonymous = await ctx.send('POST', '/api/admin/orders/1/refund/', undefined, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
