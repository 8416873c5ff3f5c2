import { documentKinds } from '@shared/domain/documents/document-kinds';
import { isNotNull, isNull } from 'drizzle-orm';
import { documents } from '../engine/engine.table';
import type { DocumentKindModule } from './kinds.kind';

/** A customer order is sent to the provider: its list filters on sent or not. */
export const customerOrderKind: DocumentKindModule = {
  definition: documentKinds.CUSTOMER_ORDER,
  listConditions: ({ sent }) => [
    sent === null ? undefined : sent ? isNotNull(documents.sentAt) : isNull(documents.sentAt),
  ],
};
