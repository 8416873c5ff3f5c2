import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { adminOrdersApi, providerOrderStatusLabels } from '@shared/api/adminOrders.api';
import { deliveryTypeLabels } from '@shared/domain/company-settings';
import { formatDate, formatDateTime, formatKr } from '@shared/domain/format';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { QueryError } from '../../shell/QueryError';
import { ProviderDocumentPanel, quantityText } from './ProviderDocumentPanel';

/** One order as the provider received it: lines, delivery, contact and its confirmation SMS. */
export function OrderDialog({ uid, onClose }: { uid: string | null; onClose: () => void }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={uid !== null}
      onClose={onClose}
      title="Beställning"
      size="xl"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {uid && <OrderDetail uid={uid} />}
    </Modal>
  );
}

function OrderDetail({ uid }: { uid: string }) {
  const query = useApiQuery(adminOrdersApi.order, { uid });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (query.error)
    return <QueryError what="beställningen" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton h={240} />;
  const order = query.data;
  async function resend() {
    setRefusal(null);
    setSending(true);
    try {
      const updated = await call(adminOrdersApi.resendSms, { uid }, { handleErrors: false });
      queryClient.setQueryData(apiQueryKey(adminOrdersApi.order, { uid }), updated);
      notifications.show({
        color: 'green',
        message: `Orderbekräftelsen skickas igen till ${updated.sms[0]?.to ?? ''}.`,
      });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      setRefusal(error.displayText);
    } finally {
      setSending(false);
    }
  }
  const facts: [string, string][] = [
    ['Kund', `${order.firm.code} ${order.firm.name}`],
    ['Beställare', order.employee],
    ['Märkning', order.mark || '–'],
    [
      'Leverans',
      `${deliveryTypeLabels[order.deliveryType]}${order.deliveryDate ? `, ${formatDate(order.deliveryDate)}` : ''}`,
    ],
    ['Lager', order.warehouseCode],
    ['Adress', order.address || '–'],
    [
      'Kontakt',
      [order.contact.name, order.contact.mobile || order.contact.phone, order.contact.email]
        .filter(Boolean)
        .join(', '),
    ],
    ['Meddelande', order.message || '–'],
  ];
  return (
    <Stack gap="md" data-testid="admin-order">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          Order {order.orderNumber}
        </Title>
        <Badge variant="light" tt="none">
          {providerOrderStatusLabels[order.status]}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
        {facts.map(([label, value]) => (
          <Text size="sm" key={label}>
            <Text span c="gray.7">
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label="Orderrader">
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Artikel</Table.Th>
              <Table.Th>Benämning</Table.Th>
              <Table.Th ta="right">Antal</Table.Th>
              <Table.Th ta="right">Nettopris</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l) => (
              <Table.Tr key={`${l.article}-${l.name}`}>
                <Table.Td>{l.article}</Table.Td>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td ta="right">
                  {quantityText(l.quantity)} {l.unit}
                </Table.Td>
                <Table.Td ta="right">{l.priceOre === null ? '–' : formatKr(l.priceOre)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" fw={600} ta="right">
        {order.unpricedLines === 0
          ? `Summa ${formatKr(order.pricedOre)} exkl. moms`
          : `Rader med pris ${formatKr(order.pricedOre)} exkl. moms · ${order.unpricedLines} ${order.unpricedLines === 1 ? 'rad' : 'rader'} utan pris`}
      </Text>
      <ProviderDocumentPanel uid={uid} hasFollowUp={order.hasFollowUp} hasInvoice={order.hasInvoice} />
      <div>
        <Text fw={600} size="sm" mb={4}>
          Orderbekräftelse per SMS
        </Text>
        {order.sms.length === 0 ? (
          <Text size="sm" c="gray.7">
            Inget SMS har skickats för beställningen.
          </Text>
        ) : (
          order.sms.map((s) => (
            <Text size="sm" key={s.queuedAt + s.to}>
              {formatDateTime(s.queuedAt)} till {s.to}: {s.sentAt ? 'skickat' : 'i kö'}
            </Text>
          ))
        )}
        {refusal && (
          <Alert color="red" variant="light" mt="xs" role="alert">
            {refusal}
          </Alert>
        )}
        <Button
          mt="sm"
          variant="default"
          onClick={() => void resend()}
          loading={sending}
          disabled={order.sms.length === 0}
        >
          Skicka SMS igen
        </Button>
      </div>
    </Stack>
  );
}
