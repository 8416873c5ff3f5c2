import { Anchor } from '@mantine/core';
import { providerDocumentsApi } from '@shared/api/providerDocuments.api';
import { useApiQuery } from '../../api/hooks';

/** The footer's links to the provider's terms and privacy policy, for a logged-in employee. */
export function ProviderTermsLinks() {
  const documents = useApiQuery(providerDocumentsApi.binaryDocuments, {
    docTypes: ['GENERAL_TERMS', 'PRIVACY_POLICY'],
  });
  return (
    <>
      {(documents.data?.items ?? []).map((document) => (
        <Anchor
          key={document.docType}
          href={document.link}
          target="_blank"
          rel="noopener"
          c="montor.0"
          size="sm"
          data-testid={`footer-${document.docType}`}
        >
          {document.title}
        </Anchor>
      ))}
    </>
  );
}
