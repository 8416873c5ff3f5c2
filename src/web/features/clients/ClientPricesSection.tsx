import { Table, Text } from '@mantine/core';
import type { ClientPrice } from '@shared/api/clients.api';
import { FormSection } from '../../kit';
import { ClientPriceAddRow, ClientPriceRow } from './ClientPriceRows';
import { useClientPrices } from './use-client-prices';

interface ClientPricesSectionProps {
  clientUid: string | null;
  prices: ClientPrice[];
  onChange: (prices: ClientPrice[]) => void;
  editable: boolean;
}

/**
 * Prices this client gets for particular articles. Each change is saved at once (it does not wait for the
 * form's Spara), because a price is its own record and changing it does not touch the client's version.
 */
export function ClientPricesSection({ clientUid, prices, onChange, editable }: ClientPricesSectionProps) {
  const state = useClientPrices(clientUid, onChange);
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
                <ClientPriceRow key={row.uid} row={row} prices={state} editable={editable} />
              ))}
              {editable && <ClientPriceAddRow prices={state} />}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FormSection>
  );
}
