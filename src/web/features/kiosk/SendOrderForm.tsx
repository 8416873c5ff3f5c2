import {
  Alert,
  Button,
  Card,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PROVIDER_MESSAGE_MAX_LENGTH } from '@shared/api/customerOrders.api';
import type { DeliveryMethod, DeliveryType } from '@shared/api/documents';
import { type BasketSendInput, basketSendSchema, kioskApi } from '@shared/api/kiosk.api';
import { deliveryTypeLabels, deliveryTypes } from '@shared/domain/company-settings';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../kit';
import { useSession } from '../../session/session-store';
import { DateField } from '../../shell/DateField';

export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  ENTIRE_ORDER: 'Hela ordern',
  PARTIAL_WITH_NEXT_SHIPMENT: 'Dellev. med nästa sändning',
  PARTIAL_ASAP: 'Dellev. snarast',
  OTHER: 'Annat',
};

export type SendOutcome = {
  sent: boolean;
  docUid: string;
  number: number | null;
  failureMessage: string | null;
};

interface Props {
  warehouseCode: string | null;
  warehouseOptions: Array<{ value: string; label: string }>;
  onWarehouse: (code: string | null) => void;
  onDone: (outcome: SendOutcome) => void;
}

type Values = Omit<Required<BasketSendInput>, 'warehouseCode'>;

/** "Skicka beställning": how and where the provider delivers, with every error at its field. */
export function SendOrderForm({ warehouseCode, warehouseOptions, onWarehouse, onDone }: Props) {
  const session = useSession();
  const [values, setValues] = useState<Values>({
    mark: '',
    object: '',
    deliveryType: 'PICKUP',
    deliveryMethod: 'ENTIRE_ORDER',
    deliveryDate: null,
    deliveryReceiver: '',
    deliveryAddress: { streetAddress: '', streetAddressExt: '', zipCode: '', city: '', contactName: '' },
    providerMessage: '',
    contact: {
      name: session?.employeeName ?? '',
      phone: session?.employeePhone ?? '',
      mobile: '',
      email: '',
    },
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setAddress = (key: keyof Values['deliveryAddress'], value: string) =>
    setValues((v) => ({ ...v, deliveryAddress: { ...v.deliveryAddress, [key]: value } }));
  const at = (field: string) => errors[field];
  const markRequired = session?.mandatoryMarkEnabled ?? false;
  const objectRequired = session?.mandatoryObjectEnabled ?? false;

  async function submit() {
    const parameters = { ...values, warehouseCode };
    const local: FieldErrors = zodFieldErrors(basketSendSchema, parameters);
    if (markRequired && !values.mark.trim()) local.mark ??= 'Ange märkning';
    if (objectRequired && !values.object.trim()) local.object ??= 'Ange objekt';
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      onDone(await call(kioskApi.send, parameters, { handleErrors: false }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = serverFieldErrors(error, { prefix: '' });
      setErrors(fields);
      if (Object.keys(fields).length === 0 && !error.handled) setProblem(error.displayText);
    } finally {
      setBusy(false);
    }
  }

  const length = [...values.providerMessage].length;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="send-order-form">
      <Title order={2} fz="lg" mb="md">
        Skicka beställning
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Märkning"
            value={values.mark}
            onChange={(e) => set('mark', e.currentTarget.value)}
            error={at('mark')}
            withAsterisk={markRequired}
            maxLength={100}
          />
          <TextInput
            label="Objekt"
            value={values.object}
            onChange={(e) => set('object', e.currentTarget.value)}
            error={at('object')}
            withAsterisk={objectRequired}
            maxLength={100}
          />
        </SimpleGrid>
        <Radio.Group
          label="Leveranssätt"
          value={values.deliveryType}
          onChange={(v) => set('deliveryType', v as DeliveryType)}
          error={at('deliveryType')}
          withAsterisk
        >
          <Group gap="lg" mt={6}>
            {deliveryTypes.map((t) => (
              <Radio key={t} value={t} label={deliveryTypeLabels[t]} data-testid={`delivery-${t}`} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={values.deliveryType === 'PICKUP' ? 'Hämtas i lager' : 'Lager'}
            data={warehouseOptions}
            value={warehouseCode}
            onChange={onWarehouse}
            error={at('warehouseCode')}
            withAsterisk={values.deliveryType === 'PICKUP'}
            searchable
            data-testid="send-warehouse"
          />
          <Select
            label="Leveransvillkor"
            data={Object.entries(deliveryMethodLabels).map(([value, label]) => ({ value, label }))}
            value={values.deliveryMethod}
            onChange={(v) => set('deliveryMethod', (v ?? 'ENTIRE_ORDER') as DeliveryMethod)}
            allowDeselect={false}
          />
          <DateField
            label="Önskat leveransdatum"
            value={values.deliveryDate}
            onChange={(v) => set('deliveryDate', v)}
            error={at('deliveryDate')}
            clearable
          />
        </SimpleGrid>
        {values.deliveryType === 'DELIVERY' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Mottagare"
              value={values.deliveryReceiver}
              onChange={(e) => set('deliveryReceiver', e.currentTarget.value)}
              error={at('deliveryReceiver')}
              withAsterisk
            />
            <TextInput
              label="Gatuadress"
              value={values.deliveryAddress.streetAddress}
              onChange={(e) => setAddress('streetAddress', e.currentTarget.value)}
              error={at('deliveryAddress.streetAddress')}
              withAsterisk
            />
            <TextInput
              label="Postnummer"
              value={values.deliveryAddress.zipCode}
              onChange={(e) => setAddress('zipCode', e.currentTarget.value)}
              error={at('deliveryAddress.zipCode')}
              withAsterisk
              inputMode="numeric"
            />
            <TextInput
              label="Ort"
              value={values.deliveryAddress.city}
              onChange={(e) => setAddress('city', e.currentTarget.value)}
              error={at('deliveryAddress.city')}
              withAsterisk
            />
          </SimpleGrid>
        )}
        <TextInput
          label="Meddelande till leverantören"
          value={values.providerMessage}
          onChange={(e) => set('providerMessage', e.currentTarget.value)}
          error={at('providerMessage')}
          description={
            <Text
              span
              size="xs"
              c={length > PROVIDER_MESSAGE_MAX_LENGTH ? 'red.7' : 'dimmed'}
              data-testid="message-counter"
            >
              {length}/{PROVIDER_MESSAGE_MAX_LENGTH} tecken
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Kontaktperson"
            value={values.contact.name}
            onChange={(e) => set('contact', { ...values.contact, name: e.currentTarget.value })}
          />
          <TextInput
            label="Telefon"
            value={values.contact.phone}
            onChange={(e) => set('contact', { ...values.contact, phone: e.currentTarget.value })}
          />
        </SimpleGrid>
        {problem && (
          <Alert color="red" variant="light" data-testid="send-problem">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => void submit()}
            loading={busy}
            data-testid="send-order"
          >
            Skicka beställning
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
