/** Where the integration page is: also the address Fortnox sends the browser back to (FORTNOX_REDIRECT_URL). */
export const FORTNOX_PATH = '/montor/foretag/edit/fortnox-integration';
