/** VVS-guiden (issue #22, decision 0057): the firm's registration in the directory, its client and stub. */
export { VvsGuidenStubState, vvsGuidenStubRoutes } from './stub/stub.routes';
export { vvsGuidenRoutes } from './vvsGuiden.routes';
export { vvsGuidenListing } from './vvsGuiden.usecases';
