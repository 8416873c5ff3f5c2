/** Firms onboarding in the provider's administration (issue #23, decision 0059): a tab of /admin. */

export { emptyFirmSettings } from './FirmForm';
export { FirmsSection } from './FirmsSection';
