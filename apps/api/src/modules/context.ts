import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Database } from '@dokkho/db';
import type { AppConfig } from '../config';
import type { EmailSender } from '../integrations/email/sender';
import type { Ffmpeg } from '../integrations/ffmpeg/ffmpeg';
import type { GoogleVerifier } from '../integrations/google/verifier';
import type { ObjectStore } from '../integrations/object-store/store';
import type { PdfRenderer } from '../integrations/pdf/chromium';
import type { SmsSender } from '../integrations/sms/sender';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { JobQueue } from '../lib/job-queue';
import type { AuthGuards } from '../plugins/auth';
import type { TokenSettings } from './auth/tokens';
import type { PushDelivery } from './notifications/push';
import type { PaymentGateways } from './payments/gateways';

/**
 * Everything `app.ts` builds once and a module may use: one object handed to every module's routes, so a
 * new module needs no wiring of its own (docs/architecture.md, "How to add a feature module").
 */
export interface ModuleContext {
  config: AppConfig;
  /** `config.publicUrl`: the origin of every link we print (never the request's Host; docs/decisions/016). */
  publicUrl: string;
  db: Database;
  guards: AuthGuards;
  tokens: TokenSettings;
  /** AUTH_SECRET, resolved: the key of signed links and hashed codes. */
  authSecret: string;
  /** Secure cookies: when PUBLIC_URL is https. */
  secureCookies: boolean;
  mail: {
    sender: EmailSender;
    /** Where a request hands off a send its answer must not wait for. */
    background: BackgroundTasks;
  };
  sms: SmsSender;
  /** Google sign-in; undefined when GOOGLE_CLIENT_IDS is empty. */
  google: GoogleVerifier | undefined;
  /** Uploads: served at /media/. */
  store: ObjectStore;
  /** Headless Chromium for resume PDFs; null when there is none (browsers print instead). */
  pdf: PdfRenderer | null;
  paymentGateways: PaymentGateways;
  /** Lesson videos (issue 17 item 3). */
  video: {
    /** Debian's ffmpeg and ffprobe; null when missing (uploads then play as uploaded, without HLS). */
    ffmpeg: Ffmpeg | null;
    /** Unfinished tus uploads (DATA_DIR/video-uploads). */
    uploadDir: string;
    uploadMaxBytes: number;
    /** Tells this process's transcoding worker that a job was queued (nothing when it does not run). */
    wake(): void;
  };
  /** Web Push (docs/decisions/037): the key browsers subscribe with, and the delivery of what is waiting. */
  push: PushDelivery;
  /**
   * The job queue (lib/job-queue.ts, docs/decisions/041): `jobs.every` for a periodic sweep, `jobs.work`
   * + `jobs.sendAt`/`jobs.cancel` for a one-off job at a time (a reminder). Register in the module's
   * routes function; handlers run only in processes with background jobs, and must be idempotent.
   */
  jobs: JobQueue;
  /** A route's own limit per minute and address, or nothing when AUTH_RATE_LIMIT is off (tests). */
  rateLimit(max: number): FastifyContextConfig;
}

/** A feature module of the API: its routes, registered under `/api` by `modules/index.ts`'s list. */
export interface ApiModule {
  name: string;
  routes(app: FastifyInstance, context: ModuleContext): Promise<void>;
}
