import { describe, expect, it } from 'vitest';
import { type AccessRequirement, type AccessSubject, canAccess, type SiteOption } from './access';

const subject = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  role: 'MANAGER',
  accessLevel: 'FULL',
  enabledSiteOption: ['INVOICES', 'CLIENTS', 'PAYMENT_REMINDERS'],
  ...over,
});

describe('canAccess', () => {
  it.each<[string, Partial<AccessSubject>, AccessRequirement, boolean]>([
    ['no requirement', {}, {}, true],
    ['role listed', { role: 'ADMIN' }, { roles: ['ADMIN'] }, true],
    ['role not listed', {}, { roles: ['ADMIN'] }, false],
    ['site option on', {}, { siteOptions: ['CLIENTS'] }, true],
    ['site option off', {}, { siteOptions: ['OFFERS'] }, false],
    ['all of several options', {}, { siteOptions: ['CLIENTS', 'OFFERS'] }, false],
    ['any of several options', {}, { anySiteOption: ['OFFERS', 'CLIENTS'] }, true],
    ['none of several options', {}, { anySiteOption: ['OFFERS', 'WORK_ORDERS'] }, false],
    ['full access required, firm has it', {}, { fullAccess: true }, true],
    ['full access required, firm restricted', { accessLevel: 'RESTRICTED' }, { fullAccess: true }, false],
    ['full access required, guest firm', { accessLevel: 'GUEST' }, { fullAccess: true }, false],
    ['reminders with invoicing on', {}, { siteOptions: ['PAYMENT_REMINDERS'] }, true],
    [
      'reminders without any invoicing option',
      { enabledSiteOption: ['PAYMENT_REMINDERS', 'CLIENTS'] as SiteOption[] },
      { siteOptions: ['PAYMENT_REMINDERS'] },
      false,
    ],
    [
      'export lists with only interest invoices',
      { enabledSiteOption: ['EXPORT_LISTS', 'INTEREST_INVOICES'] as SiteOption[] },
      { siteOptions: ['EXPORT_LISTS'] },
      true,
    ],
  ])('%s', (_case, over, requirement, expected) => {
    expect(canAccess(subject(over), requirement)).toBe(expected);
  });
});
