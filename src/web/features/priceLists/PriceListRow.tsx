import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PriceListFile, PriceListVariantInfo } from '@shared/api/priceLists.api';
import { priceListsApi } from '@shared/api/priceLists.api';
import {
  type PriceListCode,
  type PriceListFormat,
  priceListFormatLabels,
  priceListFormats,
} from '@shared/domain/price-lists';
import { IconFileSpreadsheet, IconFileText, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { PriceListDownload } from './PriceListDownload';

const formatIcons = { CSV: IconFileTypeCsv, XLSX: IconFileSpreadsheet, PDF: IconFileText } as const;

type Requested = { answer: PriceListFile } | { error: string } | 'asking';

/** One variant: what it holds, a button per format, and each requested file's progress and link. */
export function PriceListRow({ variant, code }: { variant: PriceListVariantInfo; code: PriceListCode }) {
  const [requests, setRequests] = useState<Partial<Record<string, Requested>>>({});
  const keyOf = (format: PriceListFormat) => `${code}:${format}`;

  async function request(format: PriceListFormat) {
    const key = keyOf(format);
    setRequests((r) => ({ ...r, [key]: 'asking' }));
    try {
      const answer = await call(
        priceListsApi.directLink,
        { variant: variant.variant, code, format },
        { handleErrors: false },
      );
      setRequests((r) => ({ ...r, [key]: { answer } }));
    } catch (error) {
      const text = isApiError(error) ? error.displayText : 'Prislistan kunde inte begäras. Försök igen.';
      setRequests((r) => ({ ...r, [key]: { error: text } }));
    }
  }

  const shown = priceListFormats.flatMap((format) => {
    const state = requests[keyOf(format)];
    return state && state !== 'asking' ? [{ format, state }] : [];
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={`pl-${variant.variant}`}
      data-testid={`price-list-${variant.variant}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Title order={3} fz={16} id={`pl-${variant.variant}`}>
                {variant.title}
              </Title>
              <Badge variant="light" color={variant.net ? 'teal.9' : 'gray.8'} size="sm">
                {variant.net ? 'Nettopriser' : 'Listpriser'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {variant.description}
            </Text>
          </Stack>
          <Group gap={6} role="group" aria-label={`Hämta ${variant.title} som`}>
            {priceListFormats.map((format) => {
              const FormatIcon = formatIcons[format];
              return (
                <Button
                  key={format}
                  variant="default"
                  size="xs"
                  leftSection={<FormatIcon size={16} />}
                  loading={requests[keyOf(format)] === 'asking'}
                  onClick={() => void request(format)}
                  aria-label={`${variant.title} som ${priceListFormatLabels[format]}`}
                  data-testid={`price-list-${variant.variant}-${format}`}
                >
                  {priceListFormatLabels[format]}
                </Button>
              );
            })}
          </Group>
        </Group>
        {shown.map(({ format, state }) => {
          const label = `${variant.title.toLowerCase()} (${priceListFormatLabels[format]})`;
          return 'error' in state ? (
            <Text key={format} size="sm" c="red.8" role="alert">
              {state.error}
            </Text>
          ) : (
            <PriceListDownload key={format} answer={state.answer} label={label} />
          );
        })}
      </Stack>
    </Paper>
  );
}
