import type { ComponentType } from 'react';
import { CabinetPage } from '../adminCabinet';
import { CatalogueImportPage } from '../adminCatalogue';
import { DocumentsPage, IncomingPage, MessagesPage, NewsPage, PriceListsPage } from '../adminContent';
import { EventsSection } from '../adminEvents';
import { FirmsSection } from '../adminFirms';
import { OrdersPage } from '../adminOrders';
import { AdminSettingsPage } from '../adminSettings';
import { AuditLogPage } from './AuditLogPage';
import { CustomerApplicationsPage } from './CustomerApplicationsPage';
import { GuestApplicationsPage } from './GuestApplicationsPage';
import { RegistrationsPage } from './RegistrationsPage';

/**
 * The administration's tabs, in order: the address segment under /admin, the tab's label and its page.
 * A new part of the administration adds one entry here (the first is the landing tab).
 */
export const adminSections: readonly { path: string; label: string; Page: ComponentType }[] = [
  { path: 'registreringar', label: 'Registreringar', Page: RegistrationsPage },
  { path: 'ansokningar', label: 'Bli kund-ansökningar', Page: CustomerApplicationsPage },
  { path: 'gastkonton', label: 'Gästkonton', Page: GuestApplicationsPage },
  { path: 'foretag', label: 'Företag', Page: FirmsSection },
  { path: 'bestallningar', label: 'Beställningar', Page: OrdersPage },
  { path: 'prisfiler', label: 'Prisfiler och rabattbrev', Page: CatalogueImportPage },
  { path: 'meddelanden', label: 'Meddelanden', Page: MessagesPage },
  { path: 'nyheter', label: 'Nyheter', Page: NewsPage },
  { path: 'dokument', label: 'Dokument', Page: DocumentsPage },
  { path: 'startsida', label: 'Startsida', Page: CabinetPage },
  { path: 'prislistor', label: 'Prislistor', Page: PriceListsPage },
  { path: 'evenemang', label: 'Evenemang och enkäter', Page: EventsSection },
  { path: 'inkommet', label: 'Synpunkter och svar', Page: IncomingPage },
  { path: 'installningar', label: 'Regler och inställningar', Page: AdminSettingsPage },
  { path: 'logg', label: 'Logg', Page: AuditLogPage },
];
