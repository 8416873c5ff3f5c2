/** Firms onboarding in the provider's administration (issue #23, decision 0059): a tab of /admin. */
export { FirmsSection } from './FirmsSection';
