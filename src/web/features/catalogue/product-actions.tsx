/**
 * The buttons a product shows that belong to other features: add to basket (kiosk) and favourite
 * (favourites). Both features build on the catalogue's product pictures and formats, so the catalogue
 * does not import them; the app hands their components in here.
 */
import type { PackRules } from '@shared/domain/basket-quantity';
import { type ComponentType, createContext, useContext } from 'react';

/** What the basket control needs of a product; `pack` is known on the product page only. */
export interface BasketControlProps {
  productId: number;
  name: string;
  unit: string;
  active: boolean;
  pack?: PackRules;
  compact?: boolean;
}

export interface FavouriteControlProps {
  article: string;
  favorite: boolean;
  name: string;
  active?: boolean;
  variant?: 'icon' | 'button';
}

export interface ProductActions {
  BasketControl: ComponentType<BasketControlProps>;
  FavouriteControl: ComponentType<FavouriteControlProps>;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  const actions = useContext(ProductActionsContext);
  if (!actions) throw new Error('ProductActionsProvider saknas runt katalogsidorna');
  return actions;
}
