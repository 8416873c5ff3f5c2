import { Alert, Anchor, Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { BASKET_INACTIVITY_MS, type BasketLine, type BasketSearchHit, kioskApi } from '@shared/api/kiosk.api';
import { providerApi } from '@shared/api/provider.api';
import { formatKr } from '@shared/domain/format';
import { IconCircleCheck, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session-store';
import { confirm } from '../../shell/dialogs';
import { Page } from '../../shell/Page';
import { QueryError } from '../../shell/QueryError';
import { documentEditPath } from '../documents';
import { BasketCheckResult, type CheckResult } from './BasketCheckResult';
import { BasketLines } from './BasketLines';
import { BasketSearch } from './BasketSearch';
import { SendOrderForm, type SendOutcome } from './SendOrderForm';
import { changeBasket, useBasket } from './use-basket';
import { useInactivity } from './use-inactivity';

function SentNotice({ outcome, onClose }: { outcome: SendOutcome; onClose: () => void }) {
  const link = (
    <Anchor
      component={Link}
      to={documentEditPath('CUSTOMER_ORDER', outcome.docUid)}
      fw={600}
      data-testid="order-link"
    >
      {outcome.sent ? `Visa beställning ${outcome.number ?? ''}` : 'Öppna den osända beställningen'}
    </Anchor>
  );
  return (
    <Alert
      color={outcome.sent ? 'green' : 'orange'}
      icon={outcome.sent ? <IconCircleCheck /> : undefined}
      title={
        outcome.sent ? `Beställning ${outcome.number ?? ''} är skickad` : 'Beställningen är inte skickad'
      }
      withCloseButton
      onClose={onClose}
      data-testid={outcome.sent ? 'order-sent' : 'order-not-sent'}
      data-number={outcome.number ?? undefined}
    >
      <Stack gap={4}>
        <Text size="sm">
          {outcome.sent
            ? 'Leverantören har tagit emot beställningen. Du får en orderbekräftelse.'
            : outcome.failureMessage}
        </Text>
        {link}
      </Stack>
    </Alert>
  );
}

/** The kiosk basket (issue #7): lines, stock in the chosen warehouse, check and send to the provider. */
export function BasketPage() {
  const session = useSession();
  const [warehouseCode, setWarehouseCode] = useState<string | null>(session?.defaultWarehouseCode ?? null);
  const basket = useBasket(warehouseCode);
  const warehouses = useApiQuery(providerApi.warehouses, {});
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const lines = basket.data?.lines ?? [];
  const options = (warehouses.data?.items ?? []).map((w) => ({
    value: w.code,
    label: `${w.city} (${w.name})`,
  }));

  const change = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setCheck(null);
    try {
      await run();
    } catch (error) {
      if (isApiError(error) && !error.handled) {
        notifications.show({ color: 'red', title: 'Varukorgen ändrades inte', message: error.displayText });
      }
    } finally {
      setBusy(false);
    }
  };
  const update = (change: Parameters<typeof changeBasket>[0]) => changeBasket(change, warehouseCode);
  const clear = () => change(() => update({ action: 'CLEAR' }));

  const askClear = async (title: string, message: string) => {
    const yes = await confirm({
      title,
      message,
      confirmLabel: 'Töm varukorgen',
      cancelLabel: 'Behåll varorna',
      danger: true,
    });
    if (yes) await clear();
  };

  useInactivity(BASKET_INACTIVITY_MS, lines.length > 0, () => {
    modals.closeAll();
    void askClear(
      'Vill du tömma varukorgen?',
      'Varukorgen har inte ändrats på fem minuter. Vill du tömma den och börja om?',
    );
  });

  const swap = (line: BasketLine, replacement: BasketLine['replacements'][number]) =>
    change(async () => {
      await update({
        action: 'UPDATE',
        product: { productId: replacement.productId },
        quantity: line.quantity,
        mode: 'INCREMENT',
      });
      await update({ action: 'REMOVE', productId: line.productId });
    });

  const runCheck = () =>
    change(async () => {
      setCheck(await call(kioskApi.check, warehouseCode ? { warehouseCode } : {}));
    });

  const sent = (result: SendOutcome) => {
    setOutcome(result);
    setCheck(null);
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(kioskApi.basket) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const warehouseSelect = (
    <Select
      label="Lager"
      data={options}
      value={warehouseCode}
      onChange={(v) => {
        setWarehouseCode(v);
        setCheck(null);
      }}
      placeholder="Välj lager"
      searchable
      w={240}
      data-testid="basket-warehouse"
    />
  );

  return (
    <Page
      title="Varukorg"
      intro="Samla varor, kontrollera lagersaldot i ditt lager och skicka beställningen till leverantören."
      actions={warehouseSelect}
    >
      <Stack gap="lg">
        {outcome && <SentNotice outcome={outcome} onClose={() => setOutcome(null)} />}
        <BasketSearch
          warehouseCode={warehouseCode}
          onAdd={(hit: BasketSearchHit) =>
            change(() =>
              update({
                action: 'UPDATE',
                product: { productId: hit.productId },
                quantity: null,
                mode: 'INCREMENT',
              }),
            )
          }
        />
        {basket.error ? (
          <QueryError what="varukorgen" error={basket.error} onRetry={() => void basket.refetch()} />
        ) : !basket.data ? (
          <Skeleton h={220} radius="md" />
        ) : lines.length === 0 ? (
          <Card withBorder radius="md" padding="xl" data-testid="basket-empty">
            <Stack align="center" gap="xs">
              <IconShoppingCart size={40} color="var(--mantine-color-gray-5)" />
              <Text fw={600}>Varukorgen är tom</Text>
              <Text size="sm" c="dimmed" ta="center">
                Sök ovan på artikel- eller RSK-nummer, eller lägg till varor från katalogen och dina
                favoriter.
              </Text>
              <Group gap="sm" mt="xs">
                <Button component={Link} to="/catalogue" variant="light">
                  Till katalogen
                </Button>
                <Button component={Link} to="/favorites" variant="default">
                  Mina favoriter
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : (
          <>
            <BasketLines
              basket={basket.data}
              actions={{
                busy,
                onStep: (line, mode) =>
                  change(() =>
                    update({
                      action: 'UPDATE',
                      product: { productId: line.productId },
                      quantity: null,
                      mode,
                    }),
                  ),
                onSet: (line, quantity) =>
                  change(() =>
                    update({
                      action: 'UPDATE',
                      product: { productId: line.productId },
                      quantity,
                      mode: 'MANUAL',
                    }),
                  ),
                onRemove: (line) => change(() => update({ action: 'REMOVE', productId: line.productId })),
                onSwap: swap,
              }}
            />
            <Group justify="space-between" align="center">
              <Group gap="sm">
                <Button
                  variant="light"
                  onClick={() => void runCheck()}
                  disabled={busy}
                  data-testid="basket-check"
                >
                  Kontrollera
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void askClear('Töm varukorgen', 'Vill du ta bort alla varor ur varukorgen?')}
                >
                  Töm varukorgen
                </Button>
              </Group>
              <Text size="lg" fw={700} data-testid="basket-total">
                Summa {formatKr(basket.data.totalSumOre)}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {basket.data.netPricesAvailable ? 'netto' : 'listpris'} exkl. moms
                </Text>
              </Text>
            </Group>
            {check && <BasketCheckResult result={check} />}
            <SendOrderForm
              warehouseCode={warehouseCode}
              warehouseOptions={options}
              onWarehouse={setWarehouseCode}
              onDone={sent}
            />
          </>
        )}
      </Stack>
    </Page>
  );
}
