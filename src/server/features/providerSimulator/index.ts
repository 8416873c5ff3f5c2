/** The built-in provider simulator (decision 0015): confirms, delivers and invoices the orders sent. */
export { PROVIDER_SIMULATOR_JOB, providerSimulatorJobs } from './providerSimulator.jobs';
export { seedDemoUnixDocuments } from './providerSimulator.seed';
export { runProviderSimulator } from './providerSimulator.usecases';
