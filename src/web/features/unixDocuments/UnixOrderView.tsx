import { Anchor, Button, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { documentKindEndpoints } from '@shared/api/documents';
import { type UnixOrderView as UnixOrderViewData, unixDocumentsApi } from '@shared/api/unixDocuments.api';
import { deliveryTypeLabels } from '@shared/domain/company-settings';
import { formatDate, formatKr } from '@shared/domain/format';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { Link } from 'react-router';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { CreateFromMenu, documentEditPath, unixTypeLabels } from '../documents';
import { PrintDocumentButton } from '../printing';
import { UnixLines } from './UnixLines';
import { addressLines, Fact, FactsCard, ReadStateBadge, SumsCard } from './unix-format';

/** A follow-up is read-only: nothing to save before printing it. */
const readOnlyReady = async () => true;

/** The follow-up file as the provider sent it: read-only, marked read on opening, the start of billing. */
export function UnixOrderView({ view }: { view: UnixOrderViewData }) {
  const { document, stock, invoice } = view;
  const { header } = document;
  const netVisible = document.totals.purchaseSumOre !== null;
  const unread = document.readState === 'NEW' || document.readState === 'UPDATED';
  const fixed = document.readState === 'USED' || document.readState === 'DELETED_IN_UNIX';
  const mark = useApiMutation(unixDocumentsApi.updateStatus, {
    onSuccess: (result) => {
      queryClient.setQueryData(apiQueryKey(unixDocumentsApi.viewOrder, { docUid: document.uid }), {
        ...view,
        document: { ...document, readState: result.readState },
      });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(documentKindEndpoints.UNIX_ORDER.list) });
      notifications.show({
        color: 'green',
        message:
          result.readState === 'NEW'
            ? 'Följesedeln är markerad som oläst.'
            : 'Följesedeln är markerad som läst.',
      });
    },
  });
  const seller = addressLines(header.sellerAddress);
  const delivery = addressLines(header.deliveryAddress);

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm">
          <Title order={1} fz={{ base: 20, md: 24 }}>
            Order {view.providerOrderNumber ?? document.number}
          </Title>
          <ReadStateBadge state={document.readState} />
        </Group>
        <Group gap="sm">
          <PrintDocumentButton docType="UNIX_ORDER" docUid={document.uid} prepare={readOnlyReady} />
          {!fixed && (
            <Button
              variant="default"
              leftSection={unread ? <IconMailOpened size={16} /> : <IconMail size={16} />}
              loading={mark.isPending}
              onClick={() => mark.mutate({ docUid: document.uid, status: unread ? 'VIEWED' : 'NEW' })}
            >
              {unread ? 'Markera som läst' : 'Markera som oläst'}
            </Button>
          )}
          <CreateFromMenu
            docType="UNIX_ORDER"
            docUids={[document.uid]}
            label="Skapa faktura, arbetsorder …"
          />
        </Group>
      </Group>
      <FactsCard>
        <Fact label="Leverantörens ordernr">{view.providerOrderNumber ?? document.number}</Fact>
        <Fact label="Orderdatum">{formatDate(header.docDate)}</Fact>
        <Fact label="Typ">{header.unixType ? unixTypeLabels[header.unixType] : ''}</Fact>
        <Fact label="Leveranssätt">{header.deliveryType ? deliveryTypeLabels[header.deliveryType] : ''}</Fact>
        <Fact label="Leveransdatum">{header.deliveryDate ? formatDate(header.deliveryDate) : ''}</Fact>
        <Fact label="Märkning">{header.mark}</Fact>
        <Fact label="Objekt">{header.object}</Fact>
        <Fact label="Beställt av">{document.employee?.caption}</Fact>
        <Fact label="Säljställe">{seller.join(', ')}</Fact>
        {header.deliveryType === 'DELIVERY' && <Fact label="Leveransadress">{delivery.join(', ')}</Fact>}
        {header.providerMessage && <Fact label="Meddelande">{header.providerMessage}</Fact>}
        <Fact label="Faktura">
          {invoice && !netVisible ? (
            `Faktura ${invoice.number}`
          ) : invoice ? (
            <Anchor component={Link} to={documentEditPath('UNIX_INVOICE', invoice.docUid)}>
              Faktura {invoice.number}
            </Anchor>
          ) : (
            'Inte fakturerad än'
          )}
        </Fact>
      </FactsCard>
      <UnixLines items={document.items} netVisible={netVisible} showRetail stock={stock} />
      <SumsCard
        rows={[
          ['Summa bruttopris', header.retailSumOre === null ? null : formatKr(header.retailSumOre)],
          [
            'Summa inköp (exkl. moms)',
            netVisible && header.purchaseSumOre !== null ? formatKr(header.purchaseSumOre) : null,
          ],
        ]}
      />
    </>
  );
}
