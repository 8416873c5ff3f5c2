import { Anchor, Badge, Group, List, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { CatalogueProduct } from '@shared/api/catalogue.api';
import { formatRsk } from '@shared/domain/catalogue-codes';
import { unitName } from '@shared/domain/catalogue-units';
import { formatDate } from '@shared/domain/format';
import {
  IconCertificate,
  IconCheck,
  IconDropletCheck,
  IconExternalLink,
  IconFileText,
  IconFileTypePdf,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatQuantity } from '../catalogue-format';

type Product = CatalogueProduct;

/** CE marking and Säker Vatten (the Swedish tap-water installation scheme) as recognisable marks. */
export function ProductMarks({ product }: { product: Product }) {
  const { hasCeMark, hasSafeWaterMark } = product.details;
  if (!hasCeMark && !hasSafeWaterMark) return null;
  return (
    <Group gap="xs" data-testid="product-marks">
      {hasCeMark && (
        <Tooltip label="Uppfyller EU:s krav för CE-märkning" withArrow>
          <Badge
            variant="outline"
            color="dark"
            size="lg"
            radius="sm"
            leftSection={<IconCertificate size={14} />}
          >
            CE-märkt
          </Badge>
        </Tooltip>
      )}
      {hasSafeWaterMark && (
        <Tooltip label="Godkänd för installation enligt Säker Vatten" withArrow>
          <Badge
            variant="outline"
            color="blue"
            size="lg"
            radius="sm"
            leftSection={<IconDropletCheck size={14} />}
          >
            Säker Vatten
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

export function ProductDescription({ product }: { product: Product }) {
  const bullets = product.details.bulletText;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Beskrivning
      </Title>
      <Text>{product.details.description || product.description}</Text>
      {bullets.length > 0 && (
        <List
          spacing={4}
          icon={<IconCheck size={16} color="var(--mantine-color-green-7)" />}
          data-testid="bullets"
        >
          {bullets.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Numbers, unit, pack and minimum quantity first (what an order needs), then the provider's properties. */
export function ProductProperties({ product }: { product: Product }) {
  const rsk = product.rsk ? formatRsk(product.rsk) : '–';
  const rskCell: ReactNode =
    product.rsk && product.showLinkToRskDatabase && product.rskDatabaseLink ? (
      <Anchor href={product.rskDatabaseLink} target="_blank" rel="noopener noreferrer" data-testid="rsk-link">
        <Group gap={4} component="span" wrap="nowrap">
          {rsk}
          <IconExternalLink size={14} />
        </Group>
      </Anchor>
    ) : (
      rsk
    );
  const rows: Array<[string, ReactNode]> = [
    ['Artikelnummer', product.article],
    ['RSK-nummer', rskCell],
    ['Enhet', unitName(product.unit)],
    ['Förpackning', formatQuantity(product.quantityPerUnit, product.unit)],
    ...(product.wholesaleQuantity !== null
      ? [['Minsta köp', formatQuantity(product.wholesaleQuantity, product.unit)] as [string, string]]
      : []),
    ...(product.nonIntegralQuantity ? [['Antal', 'Kan köpas i delar av enheten'] as [string, string]] : []),
    ...product.properties.map((p) => [p.name, p.value] as [string, string]),
    ...(product.details.registeredDate
      ? [['Registrerad', formatDate(product.details.registeredDate)] as [string, string]]
      : []),
  ];
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Egenskaper
      </Title>
      <Table striped withTableBorder fz="sm" data-testid="product-properties">
        <Table.Tbody>
          {rows.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w="40%" fw={500} c="dimmed">
                {name}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function ProductDocuments({ product }: { product: Product }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Dokument
      </Title>
      {product.documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          Leverantören har inte lagt upp några dokument för den här artikeln.
        </Text>
      ) : (
        product.documents.map((doc) => {
          const Icon = doc.contentType === 'application/pdf' ? IconFileTypePdf : IconFileText;
          return (
            <Paper
              key={doc.link}
              component="a"
              href={doc.link}
              target="_blank"
              rel="noopener"
              withBorder
              radius="md"
              p="sm"
              style={{ textDecoration: 'none', color: 'inherit' }}
              data-testid="product-document"
            >
              <Group gap="sm" wrap="nowrap">
                <Icon size={24} color="var(--mantine-color-montor-7)" />
                <Text size="sm" fw={600} style={{ flex: 1 }}>
                  {doc.name}
                </Text>
                <IconExternalLink size={16} color="var(--mantine-color-gray-6)" />
              </Group>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
