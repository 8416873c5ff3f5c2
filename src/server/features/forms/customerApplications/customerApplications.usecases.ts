import type { CustomerApplicationParameters } from '@shared/api/forms.api';
import { normalizeOrganisationNumber } from '@shared/domain/validators';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { formsErrors } from '../forms.errors';
import { customerApplicationNotice, notifyProvider } from '../forms.mail';
import { findWarehouseByCode, insertCustomerApplication } from '../forms.repository';
import { requireCaptcha } from '../forms.usecases';

/**
 * "Bli kund" from /warehouses (decision 0052, amended): a company without an account asks to become a
 * customer at a warehouse. The application is stored as PENDING and mailed to the provider in one
 * transaction; it opens nothing (non-registered companies are not sold to, product-spec §1). The fields are
 * checked before the captcha is spent, so a typo in the organisation number costs no new question.
 */
export async function applyAsCustomer({
  deps,
  input,
}: {
  deps: AppDeps;
  input: CustomerApplicationParameters;
}) {
  const warehouse = await findWarehouseByCode(deps.db, input.warehouseCode);
  if (!warehouse) throw formsErrors.WAREHOUSE_UNKNOWN({ field: 'warehouseCode' });
  await requireCaptcha({ deps, input });
  const application = {
    companyName: input.companyName,
    organisationNumber: normalizeOrganisationNumber(input.organisationNumber) ?? input.organisationNumber,
    trade: input.trade,
    contactName: input.contactName,
    phone: input.phone.trim(),
    email: input.email.trim(),
    warehouseCode: warehouse.code,
    message: input.message || null,
  };
  await withTransaction(deps.db, async (tx) => {
    await insertCustomerApplication(tx, application);
    await notifyProvider({
      deps,
      db: tx,
      notice: customerApplicationNotice({ ...application, message: input.message }, warehouse),
    });
  });
  return { received: true, email: application.email, warehouseName: warehouse.name };
}
