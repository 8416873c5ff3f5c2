import { paymentRemindersApi } from '@shared/api/paymentReminders.api';
import type { ApiRouter } from '../../platform/http/router';
import { listPaymentReminders, remindersFormConfig } from './list/list.usecases';
import { addReminder, deleteReminder, invoiceReminders } from './paymentReminders.usecases';
import { previewReminder, printReminders } from './print/print.usecases';

/** Payment reminders (issue #16, decision 0034). */
export function paymentRemindersRoutes(router: ApiRouter): void {
  const api = paymentRemindersApi;
  router.add(api.addPaymentRemind, ({ deps, firmId, session, parameters, messages }) =>
    addReminder({ deps, firmId, session, messages, ...parameters }),
  );
  router.add(api.deletePaymentRemind, ({ deps, firmId, session, parameters }) =>
    deleteReminder({ deps, firmId, session, ...parameters }),
  );
  router.add(api.paymentRemindFormConfig, ({ deps, firmId, session, parameters }) =>
    invoiceReminders({ deps, firmId, session, ...parameters }),
  );
  router.add(api.paymentReminders, ({ deps, firmId, session, parameters }) =>
    listPaymentReminders({ deps, firmId, session, parameters }),
  );
  router.add(api.paymentRemindersFormConfig, ({ deps, firmId, session }) =>
    remindersFormConfig({ deps, firmId, session }),
  );
  router.add(api.printPaymentReminders, ({ deps, firmId, session, parameters }) =>
    printReminders({ deps, firmId, session, ...parameters }),
  );
  router.add(api.previewPaymentRemind, ({ deps, firmId, session, parameters }) =>
    previewReminder({ deps, firmId, session, ...parameters }),
  );
}
