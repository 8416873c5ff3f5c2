import { Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicDocument } from '@shared/api/clientLinks.api';
import { formatDate, formatKr } from '@shared/domain/format';

type Payment = NonNullable<PublicDocument['document']['payment']>;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </div>
  );
}

/** An invoice's payment details: what to pay, by when, to which giro, with which OCR, or by the QR. */
export function PublicPayment({ payment }: { payment: Payment }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="pay-title"
    >
      <Title order={2} fz="lg" id="pay-title" mb="sm">
        Betalning
      </Title>
      <Group align="flex-start" justify="space-between" gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: 1, minWidth: 220 }}>
          <Fact label="Att betala" value={formatKr(payment.payableOre)} testId="public-pay-sum" />
          {payment.dueDate && <Fact label="Förfallodag" value={formatDate(payment.dueDate)} />}
          {payment.giro.map((g) => (
            <Fact key={g.label} label={g.label} value={g.value} />
          ))}
          {payment.ocr && <Fact label="OCR-nummer" value={payment.ocr} testId="public-pay-ocr" />}
        </SimpleGrid>
        {payment.qr && (
          <Stack gap={4} align="center" maw={200}>
            <Image
              src={payment.qr.imageDataUrl}
              alt="QR-kod för betalningen"
              w={180}
              h={180}
              data-testid="public-pay-qr"
            />
            <Text size="xs" c="dimmed" ta="center">
              {payment.qr.caption}
            </Text>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}
