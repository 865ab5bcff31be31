import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@dokkho/db';
import { ConfigError, type AppConfig } from './config';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerInputTextCheck } from './plugins/input-text';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerCompression } from './plugins/compression';
import { registerRateLimit } from './plugins/rate-limit';
import type { Redis } from 'ioredis';
import { healthRoutes } from './modules/health/routes';
import { createTokenSettings } from './modules/auth/tokens';
import { DEFAULT_PAGE_META_BN, renderPageMeta, resolvePageMeta } from './modules/seo/page-meta';
import { createLogSender } from './integrations/email/log';
import { createSmtpSender } from './integrations/email/smtp';
import { startEmailRetries } from './modules/outbox/retry';
import { createGoogleVerifier } from './integrations/google/verifier';
import { createSmsLogSender } from './integrations/sms/log';
import { createSslWirelessSender } from './integrations/sms/sslwireless';
import { startNotificationDigests } from './modules/hiring/digest-job';
import { createPaymentGateways } from './modules/payments/gateways';
import { DEMO_GATEWAY_PREFIX, demoGatewayRoutes } from './integrations/demo-payments/routes';
import { createLocalObjectStore } from './integrations/object-store/local';
import { registerMedia } from './plugins/media';
import { chatRoutes } from '@dokkho/chat/routes';
import { AppError } from './lib/app-error';
import type { ModuleContext } from './modules/context';
import { API_MODULES } from './modules/index';
import { createBackgroundTasks } from './lib/background-tasks';
import { createChromiumPdfRenderer, findChromium } from './integrations/pdf/chromium';
import { findFfmpeg } from './integrations/ffmpeg/ffmpeg';
import { startVideoWorker } from './modules/learning/video-jobs';
import { startLiveClassReminders } from './modules/teaching/live-classes';
import { startEventDispatch } from './modules/events/service';
import { videoUploadStore } from './modules/learning/video-uploads';
import { createPushDelivery, type PushDelivery } from './modules/notifications/push';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options or `false`; defaults to JSON logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  /** Shared state between API processes, when REDIS_URL is set. */
  redis?: Redis | undefined;
  /** Key prefix of the rate-limit counters (tests isolate themselves with it). */
  rateLimitNameSpace?: string;
  /** Timers of this process (the e-mail retry worker): on in server.ts, off in tests that do not ask. */
  backgroundJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push delivery (modules/notifications/push.ts): server.ts's timer and tests flush it. */
    pushDelivery: PushDelivery;
  }
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/** Builds the whole server without listening: `server.ts` listens, tests call `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  if (!config.authSecret) {
    // server.ts resolves it (modules/auth/secret.ts); reaching here without one is a wiring bug.
    throw new ConfigError('AUTH_SECRET is not set: call resolveAuthSecret before buildApp.');
  }
  const tokens = createTokenSettings({
    secret: config.authSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlDays: config.refreshTokenTtlDays,
  });
  const https = config.publicUrl.startsWith('https://');
  // Narrowed here (checked above): closures below do not see the check.
  const authSecret = config.authSecret;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // A request id ties every log line of one request together; a caller's own id is kept when sane.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: every route below inherits the check (issue 14, NUL bytes).
  registerInputTextCheck(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, {
    https,
    // The chat widget's IP lookup may be an outside service (CHAT_IP_LOOKUP_URL): the browser calls it.
    connectSources: [config.chatIpLookupUrl],
  });
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(cookie);
  const guards = registerAuth(app, { db: database.db, tokens });
  // ARCHITECTURE.md "Two ways to run": SMTP when configured, else the outbox table and the log.
  const emailSender = config.smtpUrl
    ? createSmtpSender({ url: config.smtpUrl, from: config.mailFrom })
    : createLogSender(app.log);
  app.addHook('onClose', async () => emailSender.close());
  // Sends a request hands off (modules/auth/password-reset.ts) finish before the database is closed.
  const background = createBackgroundTasks(app.log);
  app.addHook('preClose', async () => background.drain());
  // Failed e-mails are retried for an hour (modules/outbox/retry.ts); the log sender never fails.
  if (options.backgroundJobs && emailSender.kind === 'smtp') {
    const stopRetries = startEmailRetries({ db: database.db, sender: emailSender, log: app.log });
    app.addHook('preClose', async () => stopRetries());
  }
  // The recruiters' hourly digest of new applications needs this sender, so it starts here, not in server.ts.
  if (options.backgroundJobs) {
    const stopDigests = startNotificationDigests({
      db: database.db,
      sender: emailSender,
      log: app.log,
      origin: config.publicUrl,
    });
    app.addHook('preClose', async () => stopDigests());
    // Issue 17 item 9: enrolled learners are reminded of a live class an hour before it starts.
    const stopLiveReminders = startLiveClassReminders({ db: database.db, log: app.log });
    app.addHook('preClose', async () => stopLiveReminders());
  }
  // The same for SMS: SSL Wireless ISMS Plus with a token and sender id, else the outbox table and the log.
  const { apiToken: smsToken, senderId: smsSenderId } = config.sms;
  const smsSender =
    smsToken && smsSenderId
      ? createSslWirelessSender({
          apiUrl: config.sms.apiUrl,
          apiToken: smsToken,
          senderId: smsSenderId,
          log: app.log,
        })
      : createSmsLogSender(app.log);

  // Google sign-in only with client ids to accept (config.ts); otherwise the web app does not offer it.
  const google = config.google.clientIds.length ? createGoogleVerifier(config.google) : undefined;

  // Uploads (profile pictures): the local folder of ARCHITECTURE.md's embedded default, served at /media/.
  const objectStore = createLocalObjectStore({ root: path.join(config.dataDir, 'uploads') });
  await registerMedia(app, { store: objectStore });
  // Resume and cover-letter PDFs (issue 7): headless Chromium when there is one, else none (the PDF
  // routes answer 503 and the web app prints through the browser's own "Save as PDF").
  const chromiumPath = findChromium({
    PDF_RENDERER: config.pdf.renderer,
    ...(config.pdf.chromiumPath ? { CHROMIUM_PATH: config.pdf.chromiumPath } : {}),
  });
  if (!chromiumPath && config.pdf.renderer === 'chromium') {
    throw new ConfigError(
      'PDF_RENDERER=chromium but no Chromium was found: install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  if (!chromiumPath && config.pdf.chromiumPath && config.pdf.renderer !== 'off') {
    app.log.warn(
      { path: config.pdf.chromiumPath },
      'CHROMIUM_PATH does not exist: PDFs are printed by browsers',
    );
  }
  const pdfRenderer = chromiumPath ? createChromiumPdfRenderer({ executablePath: chromiumPath }) : null;
  if (pdfRenderer) app.addHook('onClose', async () => pdfRenderer.close());
  // Lesson videos (issue 17 item 3): HLS renditions with ffmpeg when it is installed; without it the
  // uploaded original plays as it always did, and this says so once.
  const ffmpeg = await findFfmpeg(config.video.ffmpegPath);
  if (!ffmpeg) {
    app.log.warn(
      { path: config.video.ffmpegPath },
      'ffmpeg was not found: lesson videos play as uploaded, without HLS renditions (apt-get install ffmpeg, or set FFMPEG_PATH)',
    );
  }
  const videoUploadDir = path.join(config.dataDir, 'video-uploads');
  const videoWorker =
    options.backgroundJobs && ffmpeg
      ? startVideoWorker({
          db: database.db,
          store: objectStore,
          ffmpeg,
          workDir: path.join(config.dataDir, 'video-work'),
          log: app.log,
          uploads: videoUploadStore(videoUploadDir),
        })
      : null;
  if (videoWorker) app.addHook('preClose', async () => videoWorker.stop());
  // Web Push (docs/decisions/037): a notification written by a request is pushed once the request has
  // answered, so after its transaction committed; never in the request's own time. Only a request that
  // changed something can have written one. server.ts also delivers every minute, for notifications
  // written outside a request and for one committed while a round was reading.
  const push = createPushDelivery({
    db: database.db,
    log: app.log,
    vapid: config.push.vapid,
    subject: config.push.subject,
  });
  if (push.publicKey) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) push.kick();
    });
    app.addHook('preClose', async () => push.flush());
  }
  app.decorate('pushDelivery', push);
  await app.register(healthRoutes, { database });
  // Issue 8: the chatbot at POST /chat/ask, outside /api (SPEC.md §7: the seed's separate chat service).
  await app.register(chatRoutes, {
    db: database.db,
    secret: authSecret,
    llm: config.chat.llm,
    rateLimitPerMinute: config.chat.rateLimitPerMinute,
    redis: options.redis,
    nameSpace: `${options.rateLimitNameSpace ?? 'dokkho-rate:'}chat:`,
    tooManyRequests: (message, seconds) => AppError.tooManyRequests(message, seconds),
  });
  // Payments (issue 5): each gateway is real with its keys, else the built-in demo gateway plays it where
  // DEMO_PAYMENTS allows (never by default in production on PostgreSQL: docs/decisions/015), mounted
  // outside /api because it stands for another site (integrations/demo-payments).
  const paymentGateways = createPaymentGateways({ config, authSecret, app });
  await app.register(demoGatewayRoutes, { prefix: DEMO_GATEWAY_PREFIX, demo: paymentGateways.demo });
  const moduleContext: ModuleContext = {
    config,
    publicUrl: config.publicUrl,
    db: database.db,
    guards,
    tokens,
    authSecret,
    secureCookies: https,
    mail: { sender: emailSender, background },
    sms: smsSender,
    google,
    store: objectStore,
    pdf: pdfRenderer,
    paymentGateways,
    video: {
      ffmpeg,
      uploadDir: videoUploadDir,
      uploadMaxBytes: config.video.uploadMaxBytes,
      wake: () => videoWorker?.wake(),
    },
    push,
    rateLimit: (max) => (config.authRateLimit ? { rateLimit: { max, timeWindow: 60_000 } } : {}),
  };
  // Issue 18: event confirmations, reminders, recordings, offers and notices, each once (ADR 042); the
  // job queue takes this sweep over at merge.
  if (options.backgroundJobs) {
    const stopEventDispatch = startEventDispatch({
      db: database.db,
      secret: authSecret,
      origin: config.publicUrl,
      log: app.log,
      emailSender,
      smsSender,
    });
    app.addHook('preClose', async () => stopEventDispatch());
  }
  await app.register(
    async (api) => {
      await registerRateLimit(api, {
        perMinute: config.rateLimitPerMinute,
        routeLimits: config.authRateLimit,
        redis: options.redis,
        ...(options.rateLimitNameSpace ? { nameSpace: options.rateLimitNameSpace } : {}),
      });
      for (const feature of API_MODULES) await api.register(feature.routes, moduleContext);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb ?? true) {
    await registerSpa(app, {
      webDistDir: config.webDistDir,
      renderPage: async (indexHtml, request, locale) => {
        const origin = config.publicUrl;
        const pathname = request.url.split('?')[0] ?? '/';
        const meta =
          (await resolvePageMeta(database.db, pathname, origin, locale.lang)) ??
          // Pages without meta of their own keep index.html's, which is English.
          (locale.lang === 'bn' ? DEFAULT_PAGE_META_BN : null);
        return meta ? renderPageMeta(indexHtml, meta, `${origin}${pathname}`, origin, locale) : indexHtml;
      },
    });
  } else {
    // Through the error handler, so it is said in the request's language like every other error.
    app.setNotFoundHandler(() => {
      throw AppError.notFound();
    });
  }

  return app;
}
