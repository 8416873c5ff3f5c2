/** The employee's account page (`/montor`) and the module tiles the dashboard shares. */
export { moduleTiles } from './modules';

export const accountPages = {
  account: () => import('./AccountPage'),
};
