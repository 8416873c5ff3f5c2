import type {
  ClientDecisionRecord,
  ClientLink,
  ClientLinkOverview,
  ClientLinkStateView,
} from '@shared/api/clientLinks.api';
import { type ClientLinkState, clientLinkStateText } from '@shared/domain/documents/client-link';
import type { DocumentKind } from '@shared/domain/documents/document-kinds';
import type { clientLinkDecisions, clientLinks } from './clientLinks.table';

type LinkRow = typeof clientLinks.$inferSelect;
type DecisionRow = typeof clientLinkDecisions.$inferSelect;

/** A link is open to the client until revoked or past its last day (a Swedish date, inclusive). */
export function isOpen(link: Pick<LinkRow, 'revokedAt' | 'expiresOn'>, today: string): boolean {
  return link.revokedAt === null && link.expiresOn >= today;
}

export function toClientLink(row: { link: LinkRow; createdBy: string | null }, today: string): ClientLink {
  const { link } = row;
  return {
    uid: link.id,
    createdAt: link.createdAt.toISOString(),
    createdBy: row.createdBy,
    recipient: link.recipient,
    expiresAt: link.expiresOn,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    open: isOpen(link, today),
  };
}

export function toDecision(row: { decision: DecisionRow; current: boolean }): ClientDecisionRecord {
  const d = row.decision;
  return {
    decision: d.decision,
    name: d.name,
    comment: d.comment,
    decidedAt: d.decidedAt.toISOString(),
    payableOre: d.payableOre,
    documentVersion: d.documentVersion,
    current: row.current,
    ip: d.ip,
  };
}

export function toOverview(input: {
  kind: DocumentKind;
  state: ClientLinkState | null;
  links: ClientLink[];
  decisions: ClientDecisionRecord[];
}): ClientLinkOverview {
  const current = input.decisions.find((d) => d.current) ?? null;
  const status: ClientLinkStateView = {
    state: input.state,
    text:
      input.state === null
        ? 'Ingen kundlänk'
        : clientLinkStateText({
            state: input.state,
            decidedBy: current?.name ?? null,
            decidedAt: current?.decidedAt ?? null,
          }),
    decidedBy: current?.name ?? null,
    decidedAt: current?.decidedAt ?? null,
    changedSinceDecision: current === null && input.decisions.length > 0,
  };
  return { mode: input.kind.clientLink, status, links: input.links, decisions: input.decisions };
}

/** "Offert 1002", "Offert (utkast)": how the firm's notification names the document. */
export function documentCaption(kind: DocumentKind, number: number | null, title: string): string {
  const name = number === null ? `${kind.label} (utkast)` : `${kind.label} ${number}`;
  return title.trim() ? `${name} – ${title.trim()}` : name;
}
