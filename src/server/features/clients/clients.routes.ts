import { clientsApi } from '@shared/api/clients.api';
import type { ApiRouter } from '../../platform/http/router';
import { anonymizeInactiveClients, listAnonymizableClients } from './anonymize/anonymize.usecases';
import { clientViewer } from './clients.shown';
import {
  addContact,
  checkClient,
  clientTemplate,
  getClient,
  saveClient,
  setFavorite,
} from './clients.usecases';
import {
  changeClientPrice,
  deleteClientsUseCase,
  exportClientsCsv,
  exportClientsPdf,
  findClientsByMobile,
  listClientsPage,
  reactivateClients,
} from './list/list.usecases';

export function clientsRoutes(router: ApiRouter): void {
  router.add(clientsApi.client, ({ deps, firmId, session, parameters }) =>
    getClient({
      deps,
      firmId,
      employee: session.employee,
      viewer: clientViewer(session),
      uid: parameters.uid,
    }),
  );
  router.add(clientsApi.template, ({ deps, firmId }) => clientTemplate({ deps, firmId }));
  router.add(clientsApi.save, ({ deps, firmId, session, parameters, messages }) =>
    saveClient({
      deps,
      firmId,
      employee: session.employee,
      viewer: clientViewer(session),
      input: parameters,
      messages,
    }),
  );
  router.add(clientsApi.list, ({ deps, firmId, session, parameters }) =>
    listClientsPage({ deps, firmId, employee: session.employee, input: parameters, inactive: false }),
  );
  router.add(clientsApi.inactiveList, ({ deps, firmId, session, parameters }) =>
    listClientsPage({ deps, firmId, employee: session.employee, input: parameters, inactive: true }),
  );
  router.add(clientsApi.delete, ({ deps, firmId, parameters }) =>
    deleteClientsUseCase({ deps, firmId, uids: parameters.uids }),
  );
  router.add(clientsApi.reactivate, ({ deps, firmId, parameters }) =>
    reactivateClients({ deps, firmId, uids: parameters.uids }),
  );
  router.add(clientsApi.anonymizable, ({ deps, firmId }) => listAnonymizableClients({ deps, firmId }));
  router.add(clientsApi.anonymize, ({ deps, firmId, parameters }) =>
    anonymizeInactiveClients({ deps, firmId, uids: parameters.uids }),
  );
  router.add(clientsApi.setFavorite, ({ deps, firmId, parameters }) =>
    setFavorite({ deps, firmId, input: parameters }),
  );
  router.add(clientsApi.addContact, ({ deps, firmId, session, parameters, messages }) =>
    addContact({
      deps,
      firmId,
      employee: session.employee,
      viewer: clientViewer(session),
      input: parameters,
      messages,
    }),
  );
  router.add(clientsApi.check, ({ deps, firmId, parameters }) =>
    checkClient({ deps, firmId, input: parameters }),
  );
  router.add(clientsApi.byMobile, ({ deps, firmId, parameters }) =>
    findClientsByMobile({ deps, firmId, mobile: parameters.mobile }),
  );
  router.add(clientsApi.changePrice, ({ deps, firmId, parameters }) =>
    changeClientPrice({ deps, firmId, input: parameters }),
  );
  router.add(clientsApi.listPdf, ({ deps, firmId, parameters }) =>
    exportClientsPdf({ deps, firmId, input: parameters }),
  );
  router.add(clientsApi.export, ({ deps, firmId, session, parameters }) =>
    exportClientsCsv({ deps, firmId, input: parameters, viewer: clientViewer(session) }),
  );
}
