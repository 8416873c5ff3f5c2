/** The Fortnox integration (issue #18, decision 0047): its calls, its export job and its stub. */
export { fortnoxJobs } from './export/export.jobs';
export { FORTNOX_RATE, FortnoxApi } from './fortnox.client';
export { fortnoxRoutes } from './fortnox.routes';
export { FortnoxStubState, type StubOptions } from './stub/stub.data';
export { fortnoxStubRoutes } from './stub/stub.routes';
