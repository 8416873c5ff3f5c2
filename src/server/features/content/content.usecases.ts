import { randomInt } from 'node:crypto';
import type { Captcha, CounterName, Counters } from '@shared/api/content.api';
import type { CounterProvider } from '../../platform/counters';
import type { AppDeps } from '../../platform/http/context';
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

export async function createCaptcha({ deps }: { deps: AppDeps }): Promise<Captcha> {
  const { answer, ...question } = drawCaptchaQuestion();
  const ticket = await insertCaptcha(deps.db, {
    answer,
    expiresAt: new Date(deps.clock.now().getTime() + CAPTCHA_LIFETIME_MS),
  });
  return { ticket, ...question };
}

/** Checks an answer and spends the ticket either way, so one question cannot be guessed at twice. */
export async function verifyCaptcha({
  deps,
  ticket,
  answer,
}: {
  deps: AppDeps;
  ticket: string;
  answer: string;
}): Promise<void> {
  const expected = UUID.test(ticket) ? await consumeCaptcha(deps.db, ticket, deps.clock.now()) : null;
  if (expected === null) throw contentErrors.CAPTCHA_EXPIRED({ field: 'captchaAnswer' });
  if (answer.trim() !== String(expected)) throw contentErrors.CAPTCHA_WRONG({ field: 'captchaAnswer' });
}

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

/** Each feature contributes the counters it owns; the app hands the providers in (platform/counters.ts). */
export async function computeCounters({
  deps,
  firmId,
  employeeId,
  providers,
}: {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
  providers: readonly CounterProvider[];
}): Promise<Counters> {
  const reader = { employeeId, now: deps.clock.now() };
  const parts = await Promise.all(providers.map((provide) => provide(deps.db, firmId, reader)));
  return Object.assign({ ...emptyCounters }, ...parts) as Record<CounterName, number>;
}
