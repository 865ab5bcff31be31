import { randomInt } from 'node:crypto';
import {
  ALREADY_SPUN_MESSAGE,
  NO_CAMPAIGN_MESSAGE,
  type AvailedDiscount,
  type WheelSession,
  type WheelSpin,
} from '@dokkho/contract/offers';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import * as repo from './repo';

const HOUR_MS = 3_600_000;

export const NOTHING_TO_DRAW_MESSAGE = 'This wheel has no prizes to draw right now. Please try again later.';

/** A won wheel discount the learner can still use (the "wheel" step of the pricing chain, ADR 011). */
export interface AvailedWheelPrize {
  spinId: number;
  label: string;
  kind: 'percent' | 'fixed';
  amount: number;
  expiresAt: Date;
}

/**
 * The user's newest spin that won something (`none` prizes do not count), is unused and has not expired
 * at `now`. The prize stays usable until its own expiry even after its campaign ends: it was won then.
 */
export async function findAvailedWheelPrize(
  db: Database,
  userId: number,
  now: Date,
): Promise<AvailedWheelPrize | null> {
  const row = await repo.findAvailedWheelPrize(db, userId, now);
  if (!row || row.kind === 'none') return null;
  return { ...row, kind: row.kind };
}

/**
 * Marks the prize used by a paid order, inside the confirmation transaction. A conditional update: only an
 * unused spin changes, and a second order racing for the same prize waits on the row and then finds it
 * used (PostgreSQL re-checks the condition on the row the first one committed). False when the prize was
 * already used: that order's payment is honoured and recorded as an over-use (ADR 014).
 */
export function markWheelPrizeUsed(tx: Database, spinId: number, at: Date): Promise<boolean> {
  return repo.markWheelPrizeUsed(tx, spinId, at);
}

type PrizeRow = repo.WheelPrizeRow;

/**
 * Picks a prize with probability weight / total weight: a uniform integer in [0, total) falls into one
 * prize's share. A zero weight has no share, so it is never drawn. `random` is crypto.randomInt (unbiased,
 * unpredictable to the caller); tests pass their own. Null when no prize has any weight.
 */
export function drawPrize<T extends { weight: number }>(
  prizes: readonly T[],
  random: (max: number) => number = randomInt,
): T | null {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) return null;
  let ticket = random(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return null;
}

function toWheelSpin(
  spin: { createdAt: Date; expiresAt: Date; usedAt: Date | null },
  prize: Pick<PrizeRow, 'label' | 'kind' | 'amount' | 'position'>,
): WheelSpin {
  return {
    prize: { label: prize.label, kind: prize.kind, amount: prize.amount },
    position: prize.position,
    spun_at: spin.createdAt.toISOString(),
    expires_at: spin.expiresAt.toISOString(),
    used: spin.usedAt !== null,
  };
}

/**
 * `GET payment/wheeler-session/`: the running campaign with its segments (labels and positions only: the
 * odds stay on the server) and, for a signed-in caller, their spin in it.
 */
export async function getWheelSession(options: {
  db: Database;
  userId: number | null;
  now: Date;
}): Promise<WheelSession> {
  const { db, userId, now } = options;
  const campaign = await repo.findRunningCampaign(db, now);
  if (!campaign) return { campaign: null, spin: null };
  const prizes = await repo.findPrizes(db, campaign.id);
  let spin: WheelSpin | null = null;
  if (userId !== null) {
    const row = await repo.findSpinWithPrize(db, campaign.id, userId);
    if (row) spin = toWheelSpin(row.spin, row.prize);
  }
  return {
    campaign: {
      id: campaign.id,
      title: campaign.title,
      description: campaign.description,
      ends_at: campaign.endsAt.toISOString(),
      prize_valid_hours: campaign.prizeValidHours,
      segments: prizes.map((prize) => ({ position: prize.position, label: prize.label })),
    },
    spin,
  };
}

/**
 * `POST payment/wheeler-campaign/`: draws the caller's prize on the server and stores the spin. One spin
 * per user per campaign: the unique (campaign, user) constraint settles concurrent spins, the loser gets a
 * 409. A `none` prize is stored too, so "better luck next time" is final.
 */
export async function spinWheel(options: {
  db: Database;
  userId: number;
  now: Date;
  random?: (max: number) => number;
}): Promise<WheelSpin> {
  const { db, userId, now } = options;
  const campaign = await repo.findRunningCampaign(db, now);
  if (!campaign) throw AppError.notFound(NO_CAMPAIGN_MESSAGE);
  if (await repo.hasSpun(db, campaign.id, userId)) throw AppError.conflict(ALREADY_SPUN_MESSAGE);

  const prize = drawPrize(await repo.findPrizes(db, campaign.id), options.random);
  if (!prize) throw AppError.conflict(NOTHING_TO_DRAW_MESSAGE);
  const expiresAt = new Date(now.getTime() + campaign.prizeValidHours * HOUR_MS);
  try {
    const spin = await repo.insertSpin(db, {
      campaignId: campaign.id,
      userId,
      prizeId: prize.id,
      createdAt: now,
      expiresAt,
    });
    return toWheelSpin(spin, prize);
  } catch (error) {
    if (uniqueViolation(error)) throw AppError.conflict(ALREADY_SPUN_MESSAGE);
    throw error;
  }
}

/** `GET payment/availed-discount/`: the won discount the caller's next checkout applies, or null. */
export async function getAvailedDiscount(options: {
  db: Database;
  userId: number;
  now: Date;
}): Promise<AvailedDiscount> {
  const prize = await findAvailedWheelPrize(options.db, options.userId, options.now);
  return {
    discount: prize
      ? {
          label: prize.label,
          kind: prize.kind,
          amount: prize.amount,
          expires_at: prize.expiresAt.toISOString(),
        }
      : null,
  };
}
