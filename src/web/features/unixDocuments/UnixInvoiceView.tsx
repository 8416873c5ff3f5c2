import { Anchor, Group, Text, Title } from '@mantine/core';
import type { UnixInvoiceView as UnixInvoiceViewData } from '@shared/api/unixDocuments.api';
import { formatDate, formatKr } from '@shared/domain/format';
import { Link } from 'react-router';
import { documentEditPath, UNIX_INVOICE_SUMMARIES_PATH } from '../documents';
import { ProviderInvoicePdf } from '../printing';
import { UnixLines } from './UnixLines';
import { addressLines, Fact, FactsCard, ReadStateBadge, SumsCard } from './unix-format';

/** The provider's invoice: read-only, with the orders it bills and its due date. */
export function UnixInvoiceView({ view }: { view: UnixInvoiceViewData }) {
  const { document, orders } = view;
  const { header, totals } = document;
  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm">
          <Title order={1} fz={{ base: 20, md: 24 }}>
            Faktura {document.number}
          </Title>
          <ReadStateBadge state={document.readState} />
        </Group>
        <Group gap="sm">
          <ProviderInvoicePdf invoiceUids={[document.uid]} />
          <Anchor component={Link} to={UNIX_INVOICE_SUMMARIES_PATH}>
            Sammanställning per månad
          </Anchor>
        </Group>
      </Group>
      <FactsCard>
        <Fact label="Fakturanummer">{document.number}</Fact>
        <Fact label="Fakturadatum">{formatDate(header.docDate)}</Fact>
        <Fact label="Förfallodatum">
          <Text fz="sm" fw={700} span>
            {header.dueDate ? formatDate(header.dueDate) : ''}
          </Text>
        </Fact>
        <Fact label="Att betala">{formatKr(totals.totalPayableSumOre)}</Fact>
        <Fact label="Märkning">{header.mark}</Fact>
        <Fact label="Beställt av">{document.employee?.caption}</Fact>
        <Fact label="Säljställe">{addressLines(header.sellerAddress).join(', ')}</Fact>
        <Fact label={orders.length === 1 ? 'Order' : 'Ordrar'}>
          <Group gap="xs">
            {orders.map((o) =>
              o.unixOrderUid ? (
                <Anchor
                  key={o.providerOrderNumber}
                  component={Link}
                  to={documentEditPath('UNIX_ORDER', o.unixOrderUid)}
                >
                  {o.providerOrderNumber}
                </Anchor>
              ) : (
                <Text key={o.providerOrderNumber} fz="sm" span>
                  {o.providerOrderNumber}
                </Text>
              ),
            )}
          </Group>
        </Fact>
      </FactsCard>
      <UnixLines items={document.items} netVisible showRetail={false} />
      <SumsCard
        rows={[
          ['Summa exkl. moms', formatKr(totals.netSumOre)],
          ...totals.vat.map((v): [string, string] => [`Moms ${v.rateBp / 100} %`, formatKr(v.vatOre)]),
          ...(totals.roundingOre !== 0
            ? [['Öresavrundning', formatKr(totals.roundingOre)] as [string, string]]
            : []),
          ['Att betala', formatKr(totals.totalPayableSumOre)],
        ]}
      />
    </>
  );
}
