import { ActionIcon, Button, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { type ClientPrice, clientsApi } from '@shared/api/clients.api';
import { formatAmount, formatDate } from '@shared/domain/format';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useApiMutation } from '../../api/hooks';
import { confirm } from '../../shell/dialogs';
import { priceMessages, readPriceInput } from './client-price-input';
import { FormSection } from './forms/FormSection';

interface ClientPricesSectionProps {
  clientUid: string | null;
  prices: ClientPrice[];
  onChange: (prices: ClientPrice[]) => void;
  editable: boolean;
}

const emptyDraft = { code: '', name: '', price: '' };
type Draft = typeof emptyDraft;

/**
 * Prices this client gets for particular articles. Each change is saved at once (it does not wait for the
 * form's Spara), because a price is its own record and changing it does not touch the client's version.
 */
export function ClientPricesSection({ clientUid, prices, onChange, editable }: ClientPricesSectionProps) {
  const change = useApiMutation(clientsApi.changePrice, { handleErrors: false });
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [draftErrors, setDraftErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [editing, setEditing] = useState<{ uid: string; price: string; error?: string } | null>(null);

  async function send(parameters: Parameters<typeof change.mutateAsync>[0]) {
    const result = await change.mutateAsync(parameters);
    onChange(result.items);
  }

  function serverError(error: unknown): Partial<Record<keyof Draft, string>> {
    if (!isApiError(error) || error.handled || error.status !== 400) throw error;
    const fields = error.fieldMessages();
    return {
      code: fields.code,
      price: fields.priceOverrideOre ?? (fields.code ? undefined : error.displayText),
    };
  }

  async function add() {
    if (!clientUid) return;
    const price = readPriceInput(draft.price);
    const errors = {
      code: draft.code.trim() ? undefined : priceMessages.codeRequired,
      price: price.ok ? undefined : price.message,
    };
    setDraftErrors(errors);
    if (!price.ok || errors.code) return;
    try {
      await send({
        client: clientUid,
        code: draft.code.trim(),
        name: draft.name.trim(),
        priceOverrideOre: price.ore,
      });
      setDraft(emptyDraft);
    } catch (error) {
      setDraftErrors(serverError(error));
    }
  }

  async function saveEdit() {
    if (!clientUid || !editing) return;
    const price = readPriceInput(editing.price);
    if (!price.ok) {
      setEditing({ ...editing, error: price.message });
      return;
    }
    try {
      await send({ client: clientUid, priceOverrideUid: editing.uid, priceOverrideOre: price.ore });
      setEditing(null);
    } catch (error) {
      setEditing({ ...editing, error: serverError(error).price });
    }
  }

  // The add row sits inside the client form: Enter must add the price, not submit the whole form.
  const addOnEnter = (e: React.KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  async function remove(row: ClientPrice) {
    const ok = await confirm({
      title: 'Ta bort kundpriset?',
      message: `${row.code} ${row.name} får åter det vanliga priset för den här kunden.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (ok && clientUid) await send({ client: clientUid, priceOverrideUid: row.uid, priceOverrideOre: null });
  }

  return (
    <FormSection
      title="Kundpriser"
      description="Fasta priser för enskilda artiklar till just den här kunden. Ändringar här sparas direkt."
      testId="client-prices"
    >
      {!clientUid ? (
        <Text c="dimmed" size="sm">
          Spara kunden först, sedan kan du lägga in kundpriser.
        </Text>
      ) : (
        <Table.ScrollContainer type="native" minWidth={620}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Artikelnummer</Table.Th>
                <Table.Th>Benämning</Table.Th>
                <Table.Th ta="right">Kundpris</Table.Th>
                <Table.Th>Ändrat</Table.Th>
                {editable && <Table.Th w={90} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prices.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" size="sm">
                      Kunden har inga egna priser.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {prices.map((row) => (
                <Table.Tr key={row.uid}>
                  <Table.Td ff="monospace" fz="sm">
                    {row.code}
                  </Table.Td>
                  <Table.Td fz="sm">{row.name}</Table.Td>
                  <Table.Td ta="right" fz="sm">
                    {editing?.uid === row.uid ? (
                      <TextInput
                        size="xs"
                        aria-label={`Nytt pris för ${row.code}`}
                        value={editing.price}
                        error={editing.error}
                        rightSection="kr"
                        onChange={(e) => setEditing({ uid: row.uid, price: e.currentTarget.value })}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') {
                            e.preventDefault();
                            void saveEdit();
                          }
                          if (e.key === 'Escape') setEditing(null);
                        }}
                        autoFocus
                        w={140}
                        ml="auto"
                      />
                    ) : (
                      `${formatAmount(row.priceOverrideOre)} kr`
                    )}
                  </Table.Td>
                  <Table.Td fz="sm" c="dimmed">
                    {formatDate(row.updatedAt)}
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {editing?.uid === row.uid ? (
                          <>
                            <ActionIcon
                              variant="subtle"
                              aria-label="Spara priset"
                              onClick={() => void saveEdit()}
                              loading={change.isPending}
                            >
                              <IconCheck size={18} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label="Avbryt"
                              onClick={() => setEditing(null)}
                            >
                              <IconX size={18} />
                            </ActionIcon>
                          </>
                        ) : (
                          <>
                            <Tooltip label="Ändra priset">
                              <ActionIcon
                                variant="subtle"
                                aria-label={`Ändra priset för ${row.code}`}
                                onClick={() =>
                                  setEditing({ uid: row.uid, price: formatAmount(row.priceOverrideOre) })
                                }
                              >
                                <IconPencil size={18} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label="Ta bort kundpriset">
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Ta bort kundpriset för ${row.code}`}
                                onClick={() => void remove(row)}
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </Tooltip>
                          </>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {editable && (
                <Table.Tr>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      placeholder="Artikelnr eller RSK"
                      aria-label="Artikelnummer för nytt kundpris"
                      value={draft.code}
                      error={draftErrors.code}
                      onChange={(e) => setDraft({ ...draft, code: e.currentTarget.value })}
                      onKeyDown={addOnEnter}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      placeholder="Benämning (valfri)"
                      aria-label="Benämning för nytt kundpris"
                      value={draft.name}
                      onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
                      onKeyDown={addOnEnter}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      placeholder="0,00"
                      aria-label="Pris för nytt kundpris"
                      rightSection="kr"
                      inputMode="decimal"
                      value={draft.price}
                      error={draftErrors.price}
                      onChange={(e) => setDraft({ ...draft, price: e.currentTarget.value })}
                      onKeyDown={addOnEnter}
                    />
                  </Table.Td>
                  <Table.Td colSpan={2}>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlus size={14} />}
                      onClick={() => void add()}
                      loading={change.isPending}
                    >
                      Lägg till
                    </Button>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FormSection>
  );
}
