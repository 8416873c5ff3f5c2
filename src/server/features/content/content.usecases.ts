import { randomInt } from 'node:crypto';
import type { Captcha, CounterName, Counters } from '@shared/api/content.api';
import type { Db } from '../../platform/db/database';
import { contentErrors } from './content.errors';
import { consumeCaptcha, insertCaptcha } from './content.repository';

const CAPTCHA_LIFETIME_MS = 10 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Draw = (min: number, maxInclusive: number) => number;
const draw: Draw = (min, max) => randomInt(min, max + 1);

/** A question a person answers in their head: small operands, whole-number answers only. */
export function drawCaptchaQuestion(random: Draw = draw): Omit<Captcha, 'ticket'> & { answer: number } {
  const operation = (['+', '-', '*', '/'] as const)[random(0, 3)]!;
  switch (operation) {
    case '+': {
      const [a, b] = [random(1, 20), random(1, 20)];
      return { operation, operand1: a, operand2: b, answer: a + b };
    }
    case '-': {
      const [a, b] = [random(5, 20), random(1, 5)];
      return { operation, operand1: a, operand2: b, answer: a - b };
    }
    case '*': {
      const [a, b] = [random(2, 9), random(2, 9)];
      return { operation, operand1: a, operand2: b, answer: a * b };
    }
    case '/': {
      const [b, quotient] = [random(2, 9), random(2, 9)];
      return { operation, operand1: b * quotient, operand2: b, answer: quotient };
    }
  }
}

export async function createCaptcha({ db, now }: { db: Db; now: Date }): Promise<Captcha> {
  const { answer, ...question } = drawCaptchaQuestion();
  const ticket = await insertCaptcha(db, {
    answer,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
  });
  return { ticket, ...question };
}

/** Checks an answer and spends the ticket either way, so one question cannot be guessed at twice. */
export async function verifyCaptcha({
  db,
  ticket,
  answer,
  now,
}: {
  db: Db;
  ticket: string;
  answer: string;
  now: Date;
}): Promise<void> {
  const expected = UUID.test(ticket) ? await consumeCaptcha(db, ticket, now) : null;
  if (expected === null) throw contentErrors.CAPTCHA_EXPIRED({ field: 'captchaAnswer' });
  if (answer.trim() !== String(expected)) throw contentErrors.CAPTCHA_WRONG({ field: 'captchaAnswer' });
}

/**
 * Each feature contributes the counters it owns (employees, clients, documents …); a counter no feature
 * provides yet is 0. Registered once at start-up by the features' route modules.
 */
export type CounterProvider = (db: Db, firmId: string) => Promise<Partial<Counters>>;

const emptyCounters: Counters = {
  employees: 0,
  clients: 0,
  inactiveClients: 0,
  ownArticles: 0,
  ownPrices: 0,
  ownComments: 0,
  allMessages: 0,
  unreadMessages: 0,
  unreadNews: 0,
  overdueInvoices: 0,
  allDocuments: 0,
  archivedDocuments: 0,
  deletedDocuments: 0,
};

export async function computeCounters({
  db,
  firmId,
  providers,
}: {
  db: Db;
  firmId: string;
  providers: readonly CounterProvider[];
}): Promise<Counters> {
  const parts = await Promise.all(providers.map((provide) => provide(db, firmId)));
  return Object.assign({ ...emptyCounters }, ...parts) as Record<CounterName, number>;
}
