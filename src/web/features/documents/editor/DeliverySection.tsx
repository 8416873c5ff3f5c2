import {
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PROVIDER_MESSAGE_MAX_LENGTH } from '@shared/api/customerOrders.api';
import {
  type DeliveryMethod,
  type DeliveryType,
  type DocumentAddress,
  type DocumentHeader,
  deliveryMethods,
} from '@shared/api/documents';
import { providerApi } from '@shared/api/provider.api';
import { formatDate } from '@shared/domain/format';
import { memo, useEffect } from 'react';
import { useApiQuery } from '../../../api/hooks';
import { DateField } from '../../../shell/DateField';
import classes from './DocumentEditor.module.css';
import type { HeaderChange } from './HeaderForm';

export const deliveryTypeLabels: Record<DeliveryType, string> = {
  DELIVERY: 'Leverans',
  PICKUP: 'Hämtas i butik',
  PICKUP_POINT: 'Utlämningsställe',
};

export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  ENTIRE_ORDER: 'Hela ordern på en gång',
  PARTIAL_WITH_NEXT_SHIPMENT: 'Dellevera resten med nästa sändning',
  PARTIAL_ASAP: 'Dellevera så fort varorna finns',
  OTHER: 'Annat (skriv i meddelandet)',
};

interface DeliverySectionProps {
  header: DocumentHeader;
  readOnly: boolean;
  /** Problems by header path (`warehouseCode`, `deliveryAddress.zipCode`), from the send check. */
  errors: Record<string, string>;
  /** The firm's usual warehouse, chosen for a new order. */
  defaultWarehouseCode: string | null;
  onChange: HeaderChange;
}

/** The customer order's 'Leverans' (issue #7): warehouse, how and when, to whom, a note to the provider. */
export const DeliverySection = memo(function DeliverySection(props: DeliverySectionProps) {
  const { header, readOnly, errors, onChange, defaultWarehouseCode } = props;
  const warehouses = useApiQuery(providerApi.warehouses, {}, { staleTime: 10 * 60_000 });
  const needsWarehouse = !readOnly && header.warehouseCode === null && defaultWarehouseCode !== null;
  useEffect(() => {
    if (needsWarehouse) onChange({ warehouseCode: defaultWarehouseCode }, 'Lager');
  }, [needsWarehouse, defaultWarehouseCode, onChange]);

  const address = (field: keyof DocumentAddress, label: string) => ({
    label,
    value: header.deliveryAddress[field],
    readOnly,
    error: errors[`deliveryAddress.${field}`],
    'data-testid': `delivery-${field}`,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange(
        { deliveryAddress: { ...header.deliveryAddress, [field]: e.currentTarget.value } },
        label,
        `deliveryAddress.${field}`,
      ),
  });
  const messageLength = [...header.providerMessage].length;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="delivery-section">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Leverans
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <Select
            label="Lager"
            withAsterisk
            placeholder={warehouses.isLoading ? 'Hämtar lager…' : 'Välj lager'}
            data={(warehouses.data?.items ?? []).map((w) => ({
              value: w.code,
              label: `${w.name}, ${w.city}`,
            }))}
            value={header.warehouseCode}
            searchable
            readOnly={readOnly}
            allowDeselect={false}
            error={errors.warehouseCode}
            onChange={(warehouseCode) => onChange({ warehouseCode }, 'Lager', 'warehouseCode')}
            data-testid="delivery-warehouse"
          />
          <Input.Wrapper
            label="Leveranssätt"
            withAsterisk
            error={errors.deliveryType}
            className={classes.span2}
          >
            <SegmentedControl
              fullWidth
              disabled={readOnly}
              data={Object.entries(deliveryTypeLabels).map(([value, label]) => ({ value, label }))}
              value={header.deliveryType ?? ''}
              onChange={(value) =>
                onChange({ deliveryType: value as DeliveryType }, 'Leveranssätt', 'deliveryType')
              }
              data-testid="delivery-type"
            />
          </Input.Wrapper>
          <Select
            label="Leveransvillkor"
            data={deliveryMethods.map((m) => ({ value: m, label: deliveryMethodLabels[m] }))}
            value={header.deliveryMethod}
            readOnly={readOnly}
            allowDeselect={false}
            onChange={(value) =>
              value && onChange({ deliveryMethod: value as DeliveryMethod }, 'Leveransvillkor')
            }
            data-testid="delivery-method"
          />
          <DateField
            label="Önskat leveransdatum"
            value={header.deliveryDate}
            minDate={formatDate(new Date())}
            clearable
            readOnly={readOnly}
            error={errors.deliveryDate}
            onChange={(deliveryDate) => onChange({ deliveryDate }, 'Leveransdatum', 'deliveryDate')}
            data-testid="delivery-date"
          />
          {header.deliveryType === 'DELIVERY' && (
            <>
              <TextInput
                label="Mottagare"
                withAsterisk
                value={header.deliveryReceiver}
                readOnly={readOnly}
                error={errors.deliveryReceiver}
                onChange={(e) =>
                  onChange({ deliveryReceiver: e.currentTarget.value }, 'Mottagare', 'deliveryReceiver')
                }
                data-testid="delivery-receiver"
              />
              <TextInput withAsterisk {...address('streetAddress', 'Gatuadress')} className={classes.span2} />
              <TextInput {...address('streetAddressExt', 'c/o, port, våning')} />
              <TextInput
                withAsterisk
                {...address('zipCode', 'Postnummer')}
                inputMode="numeric"
                placeholder="123 45"
              />
              <TextInput withAsterisk {...address('city', 'Ort')} />
            </>
          )}
          <TextInput
            label="Meddelande till leverantören"
            placeholder="T.ex. ring 070-123 45 67 vid leverans"
            value={header.providerMessage}
            readOnly={readOnly}
            error={errors.providerMessage}
            onChange={(e) =>
              onChange({ providerMessage: e.currentTarget.value }, 'Meddelande', 'providerMessage')
            }
            description={
              <Text
                span
                size="xs"
                c={messageLength > PROVIDER_MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'}
                data-testid="provider-message-counter"
              >
                {messageLength} / {PROVIDER_MESSAGE_MAX_LENGTH} tecken
              </Text>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            className={classes.span2}
            data-testid="provider-message"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
