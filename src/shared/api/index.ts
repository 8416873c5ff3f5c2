import { accountingApi } from './accounting.api';
import { accountingExportApi } from './accountingExport.api';
import { adminCabinetApi } from './adminCabinet.api';
import { adminCatalogueApi } from './adminCatalogue.api';
import { adminContentApi } from './adminContent.api';
import { adminEventsApi } from './adminEvents.api';
import { adminFirmsApi } from './adminFirms.api';
import { administrationApi } from './administration.api';
import { adminOrdersApi } from './adminOrders.api';
import { adminSettingsApi } from './adminSettings.api';
import { attachmentsApi } from './attachments.api';
import { authApi } from './auth.api';
import { calendarApi } from './calendar.api';
import { catalogueApi } from './catalogue.api';
import { clientLinksApi } from './clientLinks.api';
import { clientsApi } from './clients.api';
import { companyApi } from './company.api';
import { contentApi } from './content.api';
import { customerOrdersApi } from './customerOrders.api';
import { dashboardApi } from './dashboard.api';
import { devApi } from './dev.api';
import { docsApi } from './docs.api';
import {
  documentItemsApi,
  documentRelationsApi,
  documentsApi,
  foldersApi,
  interestInvoicesApi,
  listsApi,
} from './documents';
import { referenceRatesApi } from './documents/referenceRates.api';
import { eInvoiceApi } from './eInvoice.api';
import { emailingApi } from './emailing.api';
import { employeesApi } from './employees.api';
import type { Endpoint } from './endpoint';
import { eventsApi } from './events.api';
import { favouritesApi } from './favourites.api';
import { filesApi } from './files.api';
import { formsApi } from './forms.api';
import { fortnoxApi } from './fortnox.api';
import { kioskApi } from './kiosk.api';
import { listSettingsApi } from './listSettings.api';
import { newsApi } from './news.api';
import { notificationsApi } from './notifications.api';
import { ownArticlesApi } from './ownArticles.api';
import { ownCommentsApi } from './ownComments.api';
import { ownPricesApi } from './ownPrices.api';
import { paymentImportsApi } from './paymentImports.api';
import { paymentRemindersApi } from './paymentReminders.api';
import { paymentsApi } from './payments.api';
import { priceListsApi } from './priceLists.api';
import { printingApi } from './printing.api';
import { providerApi } from './provider.api';
import { providerDocumentsApi } from './providerDocuments.api';
import { providerIntakeApi } from './providerIntake.api';
import { taxDeductionApi } from './taxDeduction.api';
import { timeLogsApi } from './timeLogs.api';
import { unixDocumentsApi } from './unixDocuments.api';
import { vvsGuidenApi } from './vvsGuiden.api';

/** Every endpoint of the contract. The server registers exactly these; a test proves it. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(authApi),
  ...Object.values(contentApi),
  ...Object.values(newsApi),
  ...Object.values(priceListsApi),
  ...Object.values(providerDocumentsApi),
  ...Object.values(formsApi),
  ...Object.values(administrationApi),
  ...Object.values(adminSettingsApi),
  ...Object.values(adminCatalogueApi),
  ...Object.values(adminOrdersApi),
  ...Object.values(adminFirmsApi),
  ...Object.values(adminContentApi),
  ...Object.values(adminCabinetApi),
  ...Object.values(adminEventsApi),
  ...Object.values(eventsApi),
  ...Object.values(providerApi),
  ...Object.values(devApi),
  ...Object.values(docsApi),
  ...Object.values(clientsApi),
  ...Object.values(employeesApi),
  ...Object.values(listSettingsApi),
  ...Object.values(companyApi),
  ...Object.values(ownArticlesApi),
  ...Object.values(ownCommentsApi),
  ...Object.values(ownPricesApi),
  ...Object.values(catalogueApi),
  ...Object.values(favouritesApi),
  ...Object.values(documentsApi),
  ...Object.values(listsApi),
  ...Object.values(documentItemsApi),
  ...Object.values(customerOrdersApi),
  ...Object.values(kioskApi),
  ...Object.values(documentRelationsApi),
  ...Object.values(foldersApi),
  ...Object.values(notificationsApi),
  ...Object.values(unixDocumentsApi),
  ...Object.values(dashboardApi),
  ...Object.values(filesApi),
  ...Object.values(providerIntakeApi),
  ...Object.values(printingApi),
  ...Object.values(emailingApi),
  ...Object.values(attachmentsApi),
  ...Object.values(calendarApi),
  ...Object.values(paymentsApi),
  ...Object.values(paymentImportsApi),
  ...Object.values(paymentRemindersApi),
  ...Object.values(interestInvoicesApi),
  ...Object.values(referenceRatesApi),
  ...Object.values(taxDeductionApi),
  ...Object.values(accountingApi),
  ...Object.values(accountingExportApi),
  ...Object.values(clientLinksApi),
  ...Object.values(fortnoxApi),
  ...Object.values(eInvoiceApi),
  ...Object.values(timeLogsApi),
  ...Object.values(vvsGuidenApi),
];
