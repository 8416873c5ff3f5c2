import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client';
import { type ProductActions, ProductActionsProvider } from '../features/catalogue';
import { FavouriteButton } from '../features/favourites';
import { AddToBasket } from '../features/kiosk';
import { router } from '../routes/router';
import { cssVariablesResolver, theme } from './theme';

// The basket and favourites build on the catalogue; the catalogue gets their buttons from here.
const productActions: ProductActions = { BasketControl: AddToBasket, FavouriteControl: FavouriteButton };

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'sv', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'OK', cancel: 'Avbryt' }}>
            <Notifications position="top-right" zIndex={1100} limit={5} />
            <ProductActionsProvider value={productActions}>
              <RouterProvider router={router} />
            </ProductActionsProvider>
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
