import { Alert, Text } from '@mantine/core';
import { clientsApi } from '@shared/api/clients.api';
import type { DocumentHeader } from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import { buyerKindOf } from '@shared/domain/documents/invoice-contents';
import { vatExplanation } from '@shared/domain/documents/vat-explanation';
import { permissions } from '@shared/domain/permissions';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useApiQuery } from '../../../api/hooks';
import { useSession } from '../../../session/session-store';

interface VatExplanationProps {
  kind: DocumentKind;
  header: DocumentHeader;
  totals: DocumentTotals;
  /** The editor's header errors: completing answers the VAT choice and the credited invoice here. */
  errors: Record<string, string>;
}

/**
 * Why the document's VAT is what it is (decision 0036): reverse charge to a builder, VAT to a private
 * person or to a business without reverse charge, and in red a choice completing would refuse. The
 * client's kind comes from its identity number in the register (personnummer or organisationsnummer).
 */
export function VatExplanation({ kind, header, totals, errors }: VatExplanationProps) {
  const session = useSession();
  const mayViewClients = session ? canAccess(session, permissions.viewClients) : false;
  const clientUid = header.clientUid;
  const client = useApiQuery(
    clientsApi.client,
    { uid: clientUid ?? '' },
    { enabled: mayViewClients && clientUid !== null, staleTime: 60_000 },
  );
  if (kind.fromProvider || !kind.hasItems) return null;
  const registered = clientUid !== null && client.data?.uid === clientUid ? client.data : null;
  const explanation = vatExplanation({
    reverseTaxLiability: header.reverseTaxLiability,
    vatRegistrationId: header.vatRegistrationId,
    buyerKind: buyerKindOf(registered?.data.organizationCode),
    hasClient: clientUid !== null,
    ratesBp: totals.vat.map((v) => v.rateBp),
    documentRateBp: header.vatRateBp,
    rotWorkSumOre: totals.rotWorkSumOre,
  });
  const refused = errors.reverseTaxLiability ?? errors.creditedInvoiceUid;
  const error = refused !== undefined || explanation.tone === 'ERROR';
  return (
    <Alert
      variant="light"
      color={error ? 'red' : 'blue'}
      p="xs"
      icon={error ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
      role={refused ? 'alert' : undefined}
      data-testid="vat-explanation"
    >
      <Text size="sm">{explanation.text}</Text>
      {refused && refused !== explanation.text && (
        <Text size="sm" fw={600} mt={4} data-testid="vat-explanation-error">
          {refused}
        </Text>
      )}
    </Alert>
  );
}
