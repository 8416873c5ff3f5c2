import type { CompanySettings } from '@shared/api/company.api';
import type { ApiMessage } from '@shared/api/endpoint';
import { type VvsGuidenRegistration, vvsGuidenNotRegistered } from '@shared/api/vvsGuiden.api';
import { formatDate } from '@shared/domain/format';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { type DirectoryListing, getCompanySettings } from '../company';
import { findEmployee } from '../employees';
import { findFirm } from '../firms';
import { type DirectoryOutcome, HttpVvsGuidenClient, type VvsGuidenClient } from './vvsGuiden.client';
import { vvsGuidenErrors } from './vvsGuiden.errors';
import {
  deleteRegistration,
  findRegistration,
  insertRegistration,
  listActiveEmployees,
  type RegistrationRow,
  updateRegistration,
} from './vvsGuiden.repository';
import type { InstallerInput } from './vvsGuiden.schema';

const SUFFIX_FIELD = 'vvsguiden.linkSuffix';

/** The directory at the configured address; the stub in development and demo (config.ts). */
function directory(deps: AppDeps): VvsGuidenClient {
  return new HttpVvsGuidenClient(deps.config.vvsGuiden);
}

/** A failed call as the user's error; a taken suffix is marked at the settings' field. */
function refusal(outcome: Exclude<DirectoryOutcome<unknown>, { ok: true }>, suffixField: string) {
  switch (outcome.reason) {
    case 'NOT_CONNECTED':
      return vvsGuidenErrors.NOT_CONNECTED();
    case 'UNREACHABLE':
      return vvsGuidenErrors.UNREACHABLE();
    case 'LINK_SUFFIX_TAKEN':
      return vvsGuidenErrors.LINK_SUFFIX_TAKEN({ field: suffixField });
    case 'NOT_FOUND':
      return vvsGuidenErrors.NOT_REGISTERED();
    case 'REFUSED':
      return vvsGuidenErrors.REFUSED(outcome.message);
  }
}

type Contact = InstallerInput['contact'];

function installerInput(customerCode: string, settings: CompanySettings, contact: Contact): InstallerInput {
  const guide = settings.vvsguiden;
  return {
    customerCode,
    orgNumber: settings.organizationId,
    companyName: settings.companyName,
    linkSuffix: guide.linkSuffix,
    description: guide.description,
    customerServicesType: guide.customerServicesType,
    listed: guide.enabled,
    contact,
    address: settings.address,
    phone: settings.phone,
    website: settings.website,
  };
}

async function present(deps: AppDeps, row: RegistrationRow | null): Promise<VvsGuidenRegistration> {
  if (!row) return vvsGuidenNotRegistered;
  const employee = row.contactEmployeeId
    ? await findEmployee(deps.db, row.firmId, row.contactEmployeeId)
    : null;
  return {
    registred: true,
    login: row.login,
    profileUrl: row.profileUrl,
    linkSuffixVvs2: null,
    loginVvs2: null,
    contactEmployee: employee ? { uid: employee.id, caption: employee.displayName } : null,
    registeredDate: formatDate(row.registeredAt),
    pushPending: row.pushPending,
  };
}

export async function vvsGuidenRegistration({ deps, firmId }: { deps: AppDeps; firmId: string }) {
  return present(deps, await findRegistration(deps.db, firmId));
}

export async function vvsGuidenContacts({ deps, firmId }: { deps: AppDeps; firmId: string }) {
  const rows = await listActiveEmployees(deps.db, firmId);
  return { contacts: rows.map(({ id, ...rest }) => ({ uid: id, ...rest })) };
}

/**
 * Registers the firm's listing with the chosen employee as contact person (api-spec §7.6), from the
 * saved settings, and keeps what the directory answered; for a registered firm it makes the employee
 * the new contact person. Synchronous: the admin waits in the dialog for the login or for the reason,
 * at its field (decision 0057). Nothing is stored when it fails.
 */
export async function registerInVvsGuiden({
  deps,
  firmId,
  employeeUid,
  messages,
}: {
  deps: AppDeps;
  firmId: string;
  employeeUid: string;
  messages: ApiMessage[];
}): Promise<VvsGuidenRegistration> {
  const { db, clock } = deps;
  const employee = await findEmployee(db, firmId, employeeUid);
  if (!employee?.active) throw httpErrors.NOT_FOUND({ field: 'employeeUid' });
  const email = employee.email?.trim() ?? '';
  if (!email) throw vvsGuidenErrors.CONTACT_EMAIL_MISSING({ field: 'employeeUid' });
  const settings = await getCompanySettings({ deps, firmId });
  if (!settings.vvsguiden.linkSuffix) throw vvsGuidenErrors.LINK_SUFFIX_MISSING({ field: SUFFIX_FIELD });
  const firm = await findFirm(db, firmId);
  if (!firm) throw httpErrors.NOT_FOUND();
  const input = installerInput(firm.code, settings, {
    name: employee.displayName,
    email,
    phone: employee.phone ?? '',
  });
  const row = await findRegistration(db, firmId);
  const outcome = row
    ? await directory(deps).update(row.installerId, input)
    : await directory(deps).register(input);
  if (!outcome.ok) throw refusal(outcome, SUFFIX_FIELD);
  const { installerId, login, profileUrl } = outcome.value;
  if (row) {
    const changes = { login, profileUrl, contactEmployeeId: employee.id, pushPending: false };
    await updateRegistration(db, firmId, changes, clock.now());
  } else {
    const registeredAt = clock.now();
    await insertRegistration(db, {
      firmId,
      installerId,
      login,
      profileUrl,
      contactEmployeeId: employee.id,
      registeredAt,
    });
  }
  messages.push({
    level: 'INFO',
    code: row ? 'VVS_GUIDEN_CONTACT_CHANGED' : 'VVS_GUIDEN_REGISTERED',
    text: row
      ? `${employee.displayName} är nu företagets kontaktperson i VVS-guiden.`
      : `Företaget är registrerat i VVS-guiden. Inloggningen har skickats till ${email}.`,
  });
  return vvsGuidenRegistration({ deps, firmId });
}

export async function unregisterFromVvsGuiden({
  deps,
  firmId,
  messages,
}: {
  deps: AppDeps;
  firmId: string;
  messages: ApiMessage[];
}): Promise<VvsGuidenRegistration> {
  const row = await findRegistration(deps.db, firmId);
  if (!row) throw vvsGuidenErrors.NOT_REGISTERED();
  const outcome = await directory(deps).remove(row.installerId);
  // Already gone from the directory is what was asked for.
  if (!outcome.ok && outcome.reason !== 'NOT_FOUND') throw refusal(outcome, SUFFIX_FIELD);
  await deleteRegistration(deps.db, firmId);
  messages.push({ level: 'INFO', code: 'VVS_GUIDEN_REMOVED', text: 'Företaget är borttaget ur VVS-guiden.' });
  return vvsGuidenNotRegistered;
}

/** Who the directory shows as contact: the registered employee, else the settings' contact person. */
async function currentContact(deps: AppDeps, row: RegistrationRow, settings: CompanySettings) {
  const employee = row.contactEmployeeId
    ? await findEmployee(deps.db, row.firmId, row.contactEmployeeId)
    : null;
  if (employee?.email) {
    return { name: employee.displayName, email: employee.email, phone: employee.phone ?? '' };
  }
  const { name, email, phone } = settings.primaryContact;
  return { name: name || settings.companyName, email: email || settings.email, phone };
}

/**
 * Before a registered firm's settings are saved: sends the listing to the directory when what it shows
 * changed (or an earlier push is pending). A taken address refuses the save at its field; a directory
 * that does not answer lets the save through, marks the push pending and says so (decision 0057).
 */
async function pushBeforeSave({
  deps,
  firmId,
  previous,
  settings,
  messages,
}: Parameters<DirectoryListing['beforeSave']>[0]): Promise<void> {
  const row = await findRegistration(deps.db, firmId);
  if (!row) return;
  const firm = await findFirm(deps.db, firmId);
  if (!firm) return;
  const contact = await currentContact(deps, row, settings);
  const next = installerInput(firm.code, settings, contact);
  const unchanged = JSON.stringify(installerInput(firm.code, previous, contact)) === JSON.stringify(next);
  if (unchanged && !row.pushPending) return;
  const outcome = await directory(deps).update(row.installerId, next);
  const now = deps.clock.now();
  if (outcome.ok) {
    const { login, profileUrl } = outcome.value;
    await updateRegistration(deps.db, firmId, { login, profileUrl, pushPending: false }, now);
    messages.push({
      level: 'INFO',
      code: 'VVS_GUIDEN_UPDATED',
      text: 'Ändringarna är skickade till VVS-guiden.',
    });
    return;
  }
  if (outcome.reason === 'LINK_SUFFIX_TAKEN') throw refusal(outcome, `data.${SUFFIX_FIELD}`);
  await updateRegistration(deps.db, firmId, { pushPending: true }, now);
  messages.push({
    level: 'WARNING',
    code: 'VVS_GUIDEN_PUSH_PENDING',
    text: `Inställningarna är sparade. ${refusal(outcome, SUFFIX_FIELD).text} Ändringarna skickas till VVS-guiden nästa gång du sparar.`,
  });
}

/** The listing as the company settings see it (app.ts gives it to the company routes). */
export const vvsGuidenListing: DirectoryListing = {
  registration: vvsGuidenRegistration,
  beforeSave: pushBeforeSave,
};
