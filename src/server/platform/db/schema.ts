/** Every table, for Drizzle's relational queries and for drizzle-kit's migration generator. */
export * from '../../features/auth/auth.table';
export * from '../../features/catalogue/catalogue.table';
export * from '../../features/catalogueImport/catalogueImport.table';
export * from '../../features/clients/clients.table';
export * from '../../features/company/company.table';
export * from '../../features/documents/documents.table';
export * from '../../features/employees/employees.table';
export * from '../../features/favourites/favourites.table';
export * from '../../features/firms/firms.table';
export * from '../../features/listSettings/listSettings.table';
export * from '../../features/ownArticles/ownArticles.table';
export * from '../../features/ownComments/ownComments.table';
export * from '../../features/ownPrices/ownPrices.table';
export * from '../../features/provider/provider.table';
export * from '../../features/settings/settings.table';
export * from '../jobs/jobs.table';
export * from '../mail/mail.table';
