/**
 * Who may work with documents (docs/decisions/0007-role-matrix.md, 0010-document-engine.md): every role
 * writes documents, each kind only where the provider has switched its module on for the firm.
 */
import type { AccessRequirement, EmployeeRole, SiteOption } from '../access';
import { type DocumentType, documentKinds, documentTypes } from './document-kinds';

const everyone: readonly EmployeeRole[] = ['ADMIN', 'MANAGER', 'SUPERVISOR'];

const documentSiteOptions: readonly SiteOption[] = [
  ...new Set(documentTypes.map((t) => documentKinds[t].siteOption)),
];

/** One kind's requirement, or (null) the requirement of calls that name the kind in their parameters. */
export function documentAccess(type: DocumentType | null): AccessRequirement {
  if (type === null) return { roles: everyone, anySiteOption: documentSiteOptions };
  return { roles: everyone, siteOptions: [documentKinds[type].siteOption] };
}
