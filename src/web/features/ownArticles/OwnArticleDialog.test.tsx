import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { renderWithProviders } from '../../testing/render';
import { OwnArticleDialog } from './OwnArticleDialog';

const config = {
  billingTypes: {
    SERVICE: 'Arbete',
    ROT_SERVICE: 'Arbete med ROT',
    MATERIAL: 'Material',
    OTHER: 'Övrigt',
    TRANSPORT: 'Resa',
  },
  switchableBillingTypes: [],
  changeTypes: {},
  priceChangeMethods: [],
} as unknown as Parameters<typeof OwnArticleDialog>[0]['config'];

function renderDialog(purchaseHidden: boolean) {
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <OwnArticleDialog
        opened
        article={null}
        config={config}
        canChooseClient={false}
        purchaseHidden={purchaseHidden}
        onClose={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('OwnArticleDialog and hidden net prices (decision 0023)', () => {
  it('asks for the purchase price where net prices show', async () => {
    renderDialog(false);
    expect(await screen.findByRole('textbox', { name: 'Pris' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Inköpspris' })).not.toBeNull();
  });

  it('leaves the purchase price out where net prices are hidden', async () => {
    renderDialog(true);
    expect(await screen.findByRole('textbox', { name: 'Pris' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Inköpspris' })).toBeNull();
    expect(screen.queryByText(/täckningsbidrag/i)).toBeNull();
  });
});
