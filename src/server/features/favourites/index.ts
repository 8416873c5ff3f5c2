/** The favourites feature's public entry. */
export { favouritesRoutes } from './favourites.routes';
