import { describe, expect, it } from 'vitest';
import { cabinetLinkMessages, cabinetLinkProblem } from './cabinet-links';

describe('cabinetLinkProblem: what a banner may lead to', () => {
  it.each(['/price_lists', '/', '/instruction_documents?kategori=golv#topp', '/novelties/news'])(
    'takes the in-app path %s',
    (link) => expect(cabinetLinkProblem('INTERNAL_LINK', link)).toBeNull(),
  );

  it.each([
    'price_lists',
    '//evil.example/x',
    '/\\evil.example',
    '/pris listor',
    'https://nordlunds.se/',
    '',
  ])('refuses %s as an in-app path', (link) =>
    expect(cabinetLinkProblem('INTERNAL_LINK', link)).toBe(cabinetLinkMessages.internal),
  );

  it.each(['https://www.sakervatten.se/', 'https://nordlunds.se/kampanj?utm=montor'])(
    'takes the https address %s',
    (link) => expect(cabinetLinkProblem('EXTERNAL_LINK', link)).toBeNull(),
  );

  it.each([
    'http://www.sakervatten.se/',
    'javascript:alert(1)',
    'www.sakervatten.se',
    'https://localhost/',
    'https://user:pw@example.se/',
    'https://exempel.se/ med mellanslag',
    '/price_lists',
  ])('refuses %s as an outside address', (link) =>
    expect(cabinetLinkProblem('EXTERNAL_LINK', link)).toBe(cabinetLinkMessages.external),
  );

  it('wants a section uid for a content section', () => {
    expect(
      cabinetLinkProblem('EXTENDED_CONTENT_SECTION_UID', '0b7c51a4-3a57-4c48-9a4e-7d2e8a1d9f00'),
    ).toBeNull();
    expect(cabinetLinkProblem('EXTENDED_CONTENT_SECTION_UID', 'vinteroppettider')).toBe(
      cabinetLinkMessages.section,
    );
  });
});
