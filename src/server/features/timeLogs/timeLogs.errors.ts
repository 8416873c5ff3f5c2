import { defineErrors } from '../../platform/http/errors';

export const timeLogErrors = defineErrors({
  // One clock per person (decision 0048): the running one is named so it can be found and stopped.
  TIMER_ALREADY_RUNNING: {
    status: 409,
    text: (order: string) => `Du har redan en tidtagning igång (${order}). Stoppa den först.`,
  },
  WORK_ORDER_COMPLETED: {
    status: 409,
    text: 'Arbetsordern är slutförd. Ångra slutförandet för att ändra tidrapporten.',
  },
  TIME_LOG_INVOICED: {
    status: 409,
    text: 'Raden är fakturerad och kan inte ändras.',
  },
  NOT_A_TIMER: { status: 409, text: 'Raden är ingen pågående tidtagning.' },
});

/** "arbetsorder 1004", or "ett arbetsorderutkast" before it has a number. */
export function orderName(number: number | null): string {
  return number === null ? 'ett arbetsorderutkast' : `arbetsorder ${number}`;
}
