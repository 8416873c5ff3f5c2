/** The development outbox (mail and SMS the app would have sent). */
export const devPages = {
  outbox: () => import('./DevOutboxPage'),
};
