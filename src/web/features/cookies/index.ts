/** The cookie information page. */
export const cookiePages = {
  cookies: () => import('./CookiesPage'),
};
