/** Every table, for Drizzle's relational queries and for drizzle-kit's migration generator. */
export * from '../../features/auth/auth.table';
export * from '../../features/employees/employees.table';
export * from '../../features/firms/firms.table';
export * from '../../features/provider/provider.table';
export * from '../../features/settings/settings.table';
export * from '../jobs/jobs.table';
export * from '../mail/mail.table';
