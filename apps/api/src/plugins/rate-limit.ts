import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export interface RateLimitOptions {
  perMinute: number;
  /**
   * Keep the limiter for routes with their own `config.rateLimit` (sign-in routes) even when the global
   * limit is off, so turning off the general ceiling never turns off brute-force protection.
   */
  routeLimits?: boolean;
  /** Shared counters across API processes; in-process counters when absent. */
  redis: Redis | undefined;
  nameSpace?: string;
}

/**
 * A per-address ceiling on API calls against scraping and floods. Sensitive routes (login, OTP, password
 * reset) add their own much lower limits. If Redis is unreachable the request goes through: an outage of
 * the limiter must not become an outage of the site.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  if (options.perMinute === 0 && !options.routeLimits) return;
  await app.register(rateLimit, {
    global: options.perMinute > 0,
    ...(options.perMinute > 0 ? { max: options.perMinute } : {}),
    timeWindow: 60_000,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: options.nameSpace ?? 'dokkho-rate:',
    skipOnError: true,
    // `after` reads "1 minute", "30 seconds": the error handler says it in the request's language. The
    // plugin sets Retry-After itself.
    errorResponseBuilder: (_request, context) =>
      AppError.tooManyRequests('Too many requests. Please wait {wait} and try again.', undefined, {
        wait: context.after,
      }),
  });
}
