import { Button, Group, Modal, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type BankPayment, paymentImportsApi } from '@shared/api/paymentImports.api';
import { formatKr } from '@shared/domain/format';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { SkeletonRows } from '../../kit';

/**
 * A person's match of an unmatched bank payment: search the firm's open invoices by number, client or
 * mark, and register the payment's whole amount on the one chosen.
 */
export function MatchDialog({ payment, onClose }: { payment: BankPayment | null; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const invoices = useApiQuery(
    paymentImportsApi.openInvoices,
    { searchPattern: debounced, limit: 20 },
    { enabled: payment !== null },
  );
  const match = useApiMutation(paymentImportsApi.matchBankPayment);

  async function choose(docType: 'INVOICE' | 'INTEREST_INVOICE', docUid: string, number: number | null) {
    if (!payment) return;
    await match.mutateAsync({ bankPaymentUid: payment.bankPaymentUid, docType, docUid });
    notifications.show({
      color: 'green',
      message: `${formatKr(payment.paymentSum)} registrerat på faktura ${number ?? ''}`,
    });
    await queryClient.invalidateQueries();
    setSearch('');
    onClose();
  }

  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title="Matcha inbetalningen mot en faktura"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {payment && (
        <Stack gap="sm">
          <Text size="sm">
            {formatKr(payment.paymentSum)} den {payment.paymentDate}
            {payment.payerName ? ` från ${payment.payerName}` : ''}, referens "{payment.reference || '–'}".
            Hela beloppet registreras på fakturan du väljer.
          </Text>
          <TextInput
            label="Sök faktura"
            placeholder="Fakturanummer, kund eller märkning"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-autofocus
            data-testid="match-search"
          />
          <Table.ScrollContainer
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Obetalda fakturor"
            minWidth={480}
          >
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Faktura</Table.Th>
                  <Table.Th>Kund</Table.Th>
                  <Table.Th ta="right">Återstår</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Välj</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!invoices.data ? (
                  <SkeletonRows columns={4} rows={3} />
                ) : invoices.data.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed">
                        Inga obetalda fakturor matchar sökningen.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  invoices.data.items.map((inv) => (
                    <Table.Tr key={inv.docUid} data-testid="match-invoice">
                      <Table.Td>{inv.documentNumber}</Table.Td>
                      <Table.Td>{inv.client}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatKr(inv.remainingSum)}
                      </Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            loading={match.isPending}
                            onClick={() => void choose(inv.docType, inv.docUid, inv.documentNumber)}
                            aria-label={`Registrera på faktura ${inv.documentNumber}`}
                          >
                            Välj
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
