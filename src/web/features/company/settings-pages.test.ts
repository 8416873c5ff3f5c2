import { describe, expect, it } from 'vitest';
import {
  errorCountByPage,
  isSettingsField,
  isSettingsPage,
  pageOfField,
  pageToShowErrors,
  settingsPath,
} from './settings-pages';

describe('settings pages', () => {
  it('knows its pages and leaves the others to their features', () => {
    expect(isSettingsPage('documents')).toBe(true);
    expect(isSettingsPage('vvs-guiden')).toBe(true);
    expect(isSettingsPage('fortnox-integration')).toBe(false);
    expect(isSettingsPage(undefined)).toBe(false);
    expect(settingsPath('documents')).toBe('/montor/foretag/edit/documents');
  });

  it('finds the page of a field path', () => {
    expect(pageOfField('bankgiro')).toBe('account-settings');
    expect(pageOfField('qrPaymentsGenerationSettings.swishNumber')).toBe('account-settings');
    expect(pageOfField('numbering.docsNumbering.INVOICE.minNumber')).toBe('documents');
    expect(pageOfField('accountingSettings.firstFiscalPeriodEnd')).toBe('documents');
    expect(pageOfField('vvsguiden.linkSuffix')).toBe('vvs-guiden');
    expect(isSettingsField('numbering.clientMinNumber')).toBe(true);
    expect(isSettingsField('newVersion')).toBe(false);
  });

  it('counts errors per page and goes where they are', () => {
    const errors = { 'vvsguiden.linkSuffix': 'x', 'printingSettings.numberOfCopies': 'y', bankgiro: null };
    expect(errorCountByPage(errors)).toEqual({ 'account-settings': 0, documents: 1, 'vvs-guiden': 1 });
    expect(pageToShowErrors('account-settings', errors)).toBe('documents');
    expect(pageToShowErrors('vvs-guiden', errors)).toBe('vvs-guiden');
    expect(pageToShowErrors('documents', {})).toBe('documents');
  });
});
