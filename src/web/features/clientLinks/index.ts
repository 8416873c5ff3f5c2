/**
 * The client's link (issue #21): the public page at /lank/:token, the editor's Kundlänk card, the list's
 * state column and filter. The public page loads on first visit, apart from the app's own pages.
 */
export { ClientLinkCell, ClientLinkFilter } from './ClientLinkListParts';
export { ClientLinkSection } from './ClientLinkSection';
export { hasClientLink, invalidateClientLinks } from './use-client-links';

export const clientLinkPages = {
  public: () => import('./ClientLinkPage'),
};
