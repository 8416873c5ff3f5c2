/** The Fortnox integration page (issue #18, decision 0047): activation, reset and export. */
export { FORTNOX_PATH } from './fortnox-paths';

export const fortnoxPages = {
  integration: () => import('./FortnoxPage'),
};
