/** VVS-guiden's registration (decision 0057), shown on the company settings' VVS-guiden page. */
export { VvsGuidenRegistrationPanel } from './VvsGuidenRegistrationPanel';
