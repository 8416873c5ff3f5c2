import { documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { describe, expect, it } from 'vitest';
import { documentEditPath, documentRouteSpecs } from '../document-paths';
import { readStatesOf } from '../lists/document-list-params';
import { creationOptions, documentCaption, kindWord } from '../relations/create-from';
import { kindModules } from '.';

describe('web kind modules', () => {
  it.each(documentTypes)('%s has its own module over its shared definition', (type) => {
    expect(kindModules[type].definition).toBe(documentKinds[type]);
  });

  it('opens the provider invoice at view/, every other kind at edit/', () => {
    expect(documentEditPath('UNIX_INVOICE', 'u')).toBe('/montor/dokument/unix-invoice/view/u');
    expect(documentEditPath('OFFER', 'u')).toMatch(/\/edit\/u$/);
    const views = documentRouteSpecs().filter((r) => r.page === 'view');
    expect(views.map((r) => r.type).sort()).toStrictEqual(['UNIX_INVOICE', 'UNIX_ORDER']);
  });

  it('reads the ÄTA word, the ÄTA postfix and the provider pricing from the kinds', () => {
    expect(kindWord('ADDITIONAL_ESTIMATE')).toBe('ÄTA');
    expect(documentCaption('ADDITIONAL_ESTIMATE', 7)).toBe('ÄTA 7');
    // A work order's logged time comes along (decision 0048).
    expect(creationOptions('WORK_ORDER', 'ADDITIONAL_ESTIMATE')).toStrictEqual({
      ata: true,
      unixPricing: false,
      timeLog: true,
    });
    expect(creationOptions('OFFER', 'ADDITIONAL_ESTIMATE')).toStrictEqual({
      ata: false,
      unixPricing: false,
      timeLog: false,
    });
    expect(creationOptions('UNIX_ORDER', 'OFFER')).toStrictEqual({
      ata: false,
      unixPricing: true,
      timeLog: false,
    });
  });

  it('offers "deleted at the provider" for the follow-ups only', () => {
    expect(readStatesOf('UNIX_ORDER')).toContain('DELETED_IN_UNIX');
    expect(readStatesOf('UNIX_INVOICE')).not.toContain('DELETED_IN_UNIX');
  });
});
