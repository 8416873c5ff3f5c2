/**
 * The client's link (issue #21, decision 0043): the firm's calls and the client's public page, the link
 * the e-mail sends along, and the state the documents lists show.
 */
export { clientLinkListing } from './clientLinks.repository';
export { clientLinksRoutes } from './clientLinks.routes';
export { createClientLink } from './clientLinks.usecases';
