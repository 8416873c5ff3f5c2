/** The basket (kiosk): the shell's basket button, the add-to-basket control of products, the basket page. */
export { AddToBasket } from './AddToBasket';
export { BasketButton } from './BasketButton';

export const kioskPages = {
  basket: () => import('./BasketPage'),
};
