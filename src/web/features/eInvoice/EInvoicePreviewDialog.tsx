import { Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EInvoicePreview } from '@shared/api/eInvoice.api';
import { formatDate, formatKr } from '@shared/domain/format';
import { eInvoiceFormatLabels, quantityText } from './e-invoice-labels';

type Content = NonNullable<EInvoicePreview['content']>;

function Party({ title, lines }: { title: string; lines: (string | null)[] }) {
  return (
    <Stack gap={2}>
      <Title order={3} fz="sm" c="dimmed" fw={600}>
        {title}
      </Title>
      {lines
        .filter((l): l is string => Boolean(l))
        .map((l, i) => (
          <Text key={l} size="sm" fw={i === 0 ? 600 : undefined}>
            {l}
          </Text>
        ))}
    </Stack>
  );
}

/** On a phone each line is a short block: the table would need sideways scrolling. */
function PhoneLines({ content }: { content: Content }) {
  return (
    <Stack gap={6} data-testid="e-invoice-preview-lines">
      {content.lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id; their order is the invoice's
        <Paper key={i} withBorder p="xs" radius="sm">
          <Text size="sm" fw={600}>
            {l.name}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {quantityText(l.quantity, l.unitCode)} × {formatKr(l.priceOre)} · moms {l.vat}
            </Text>
            <Text size="sm">{formatKr(l.lineExtensionOre)}</Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function Lines({ content }: { content: Content }) {
  const phone = useMediaQuery('(max-width: 36em)');
  if (phone) return <PhoneLines content={content} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="sm" data-testid="e-invoice-preview-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Benämning</Table.Th>
            <Table.Th ta="right">Antal</Table.Th>
            <Table.Th ta="right">À-pris</Table.Th>
            <Table.Th ta="right">Belopp</Table.Th>
            <Table.Th>Moms</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {content.lines.map((l, i) => (
            // The lines have no id of their own; their order is the invoice's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
            <Table.Tr key={i}>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantityText(l.quantity, l.unitCode)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKr(l.priceOre)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKr(l.lineExtensionOre)}
              </Table.Td>
              <Table.Td>{l.vat}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Totals({ content }: { content: Content }) {
  const last = content.totals.length - 1;
  return (
    <Table fz="sm" maw={380} ml="auto" data-testid="e-invoice-preview-totals">
      <Table.Tbody>
        {content.totals.map((t, i) => (
          <Table.Tr key={t.label} fw={i === last ? 700 : undefined}>
            <Table.Th scope="row" fw="inherit">
              {t.label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatKr(t.amountOre)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The e-invoice as the receiver reads it (decision 0050): seller, buyer, reference, the lines and the
 * totals, from the same figures as the printed invoice.
 */
export function EInvoicePreviewDialog({
  preview,
  opened,
  onClose,
}: {
  preview: EInvoicePreview;
  opened: boolean;
  onClose: () => void;
}) {
  const content = preview.content;
  const kind = preview.documentType === 'CREDIT_NOTE' ? 'Kreditnota' : 'Faktura';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={`Förhandsgranska e-faktura (${eInvoiceFormatLabels[preview.format]})`}
      closeButtonProps={{ 'aria-label': 'Stäng' }}
      data-testid="e-invoice-preview"
    >
      {content && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Party
              title="Säljare"
              lines={[
                content.seller.name,
                `Org.nr ${content.seller.organizationId}`,
                `Momsreg.nr ${content.seller.vatRegistrationId}`,
              ]}
            />
            <Party
              title="Köpare"
              lines={[
                content.buyer.name,
                content.buyer.endpoint,
                content.buyer.vatRegistrationId ? `Momsreg.nr ${content.buyer.vatRegistrationId}` : null,
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={kind} value={content.number || 'Tilldelas vid slutförande'} />
            <Fact label="Fakturadatum" value={formatDate(content.issueDate)} />
            <Fact label="Förfallodag" value={content.dueDate ? formatDate(content.dueDate) : '–'} />
            <Fact label="Köparens referens" value={content.buyerReference} testId="e-invoice-reference" />
            {content.paymentId && <Fact label="OCR / betalningsreferens" value={content.paymentId} />}
          </SimpleGrid>
          <Lines content={content} />
          <Totals content={content} />
        </Stack>
      )}
    </Modal>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
