/** The employee's favourite articles: the heart on products and the favourites page. */
export { FavouriteButton } from './FavouriteButton';

export const favouritePages = {
  favourites: () => import('./FavouritesPage'),
};
