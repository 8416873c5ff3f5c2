/**
 * The client's link (issue #21, decision 0043): a document the firm sends opened, accepted or declined
 * by its client without a login. The kinds that have one say so in their definition (`clientLink`): an
 * offer or an ÄTA is decided on, an invoice is only shown with its payment details.
 */
import { formatDateTime } from '../format';

/**
 * The document's state as the editor and the list show it. SENT, OPENED: a link waits for the client;
 * ACCEPTED, DECLINED: the client decided on the document as it is now (a change since makes it SENT or
 * OPENED again, decision 0043); REVOKED, EXPIRED: no link is open any more and none was decided on.
 */
export const clientLinkStates = ['SENT', 'OPENED', 'ACCEPTED', 'DECLINED', 'REVOKED', 'EXPIRED'] as const;
export type ClientLinkState = (typeof clientLinkStates)[number];

/** The list's filter: a state, or NONE (no link was ever made for the document). */
export const clientLinkFilters = [...clientLinkStates, 'NONE'] as const;
export type ClientLinkFilter = (typeof clientLinkFilters)[number];

export const clientLinkStateLabels: Record<ClientLinkState, string> = {
  SENT: 'Skickad',
  OPENED: 'Öppnad',
  ACCEPTED: 'Accepterad',
  DECLINED: 'Avböjd',
  REVOKED: 'Länken återkallad',
  EXPIRED: 'Länken har gått ut',
};

export const clientLinkFilterLabels: Record<ClientLinkFilter, string> = {
  ...clientLinkStateLabels,
  NONE: 'Ingen kundlänk',
};

export const clientDecisions = ['ACCEPTED', 'DECLINED'] as const;
export type ClientDecision = (typeof clientDecisions)[number];

/** "Accepterad av Karin Ek 2026-11-24 14:03", "Avböjd av …", else the state's label. */
export function clientLinkStateText(state: {
  state: ClientLinkState;
  decidedBy: string | null;
  decidedAt: string | null;
}): string {
  const label = clientLinkStateLabels[state.state];
  if ((state.state === 'ACCEPTED' || state.state === 'DECLINED') && state.decidedBy && state.decidedAt)
    return `${label} av ${state.decidedBy} ${formatDateTime(state.decidedAt)}`;
  return label;
}

/** The paragraph the e-mail adds with the link (`includeClientLink`), after the firm's own message. */
export function clientLinkMailText(mode: 'VIEW' | 'DECIDE', url: string): string {
  const what =
    mode === 'DECIDE'
      ? 'Öppna dokumentet i webbläsaren. Där kan du också acceptera eller avböja det:'
      : 'Se dokumentet och betalningsuppgifterna i webbläsaren:';
  return `${what}\n${url}`;
}

/** How long a link of a document without a validity date stays open. */
export const CLIENT_LINK_DAYS = 90;

/** The public page's address for a token; the web serves it, the e-mail names it. */
export const CLIENT_LINK_PATH = '/lank';
export function clientLinkPath(token: string): string {
  return `${CLIENT_LINK_PATH}/${token}`;
}
