import type { AccessSubject } from '@shared/domain/access';
import { describe, expect, it } from 'vitest';
import { createLabel, createTargets, creationOptions, documentCaption } from './create-from';

const subject = (enabledSiteOption: AccessSubject['enabledSiteOption']): AccessSubject => ({
  role: 'ADMIN',
  accessLevel: 'FULL',
  enabledSiteOption,
});

describe('Skapa … menu', () => {
  it('offers only the kinds the firm has', () => {
    expect(createTargets('OFFER', subject(['OFFERS', 'WORK_ORDERS', 'INVOICES']))).toEqual([
      'WORK_ORDER',
      'INVOICE',
    ]);
    expect(createTargets('WORK_ORDER', subject(['WORK_ORDERS']))).toEqual([]);
    expect(createTargets('WORK_ORDER', null)).toEqual([]);
  });

  it('speaks Swedish', () => {
    expect(createLabel('WORK_ORDER')).toBe('Skapa arbetsorder');
    expect(createLabel('ADDITIONAL_ESTIMATE')).toBe('Skapa ÄTA');
    expect(documentCaption('OFFER', 1001)).toBe('Offert 1001');
    expect(documentCaption('INVOICE', null)).toBe('Faktura – utkast');
  });

  it('asks for the ÄTA postfix from a work order and for prices from a provider follow-up', () => {
    expect(creationOptions('WORK_ORDER', 'ADDITIONAL_ESTIMATE')).toEqual({
      ata: true,
      unixPricing: false,
      timeLog: true,
    });
    expect(creationOptions('OFFER', 'ADDITIONAL_ESTIMATE')).toEqual({
      ata: false,
      unixPricing: false,
      timeLog: false,
    });
    expect(creationOptions('UNIX_ORDER', 'INVOICE')).toEqual({
      ata: false,
      unixPricing: true,
      timeLog: false,
    });
  });
});
