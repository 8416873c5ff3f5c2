/** The provider's administration (issue #23, decision 0058): its own login and layout, outside the shell. */
export const ADMIN_PATH = '/admin';

export const administrationPages = {
  app: () => import('./AdministrationApp'),
};
