import { describe, expect, it } from 'vitest';
import { documentTypes } from './document-kinds';
import { defaultEmailTexts, emailTextsFor, fillEmailText } from './email-texts';

const values = {
  number: 1001,
  firmName: 'Rörfirman AB',
  senderName: 'Anna Lindqvist',
  clientName: 'Brf Eken',
};

describe('the e-mail texts of documents', () => {
  it('has a Swedish subject and greeting for every kind', () => {
    for (const type of documentTypes) {
      expect(defaultEmailTexts[type].subject).toContain('{nummer} från {företag}');
      expect(defaultEmailTexts[type].message.startsWith('Hej!\n\nHär kommer ')).toBe(true);
    }
  });

  it('fills in the offer default', () => {
    const texts = emailTextsFor('OFFER', undefined, values);
    expect(texts.subject).toBe('Offert 1001 från Rörfirman AB');
    expect(texts.message).toBe(
      'Hej!\n\nHär kommer offert 1001 från Rörfirman AB. Offerten finns som PDF i den bifogade filen.' +
        '\n\nHör gärna av dig om du har frågor.\n\nMed vänliga hälsningar\nAnna Lindqvist\nRörfirman AB',
    );
  });

  it('leaves no gap where a draft has no number', () => {
    expect(emailTextsFor('INVOICE', undefined, { ...values, number: null }).subject).toBe(
      'Faktura från Rörfirman AB',
    );
    expect(fillEmailText('Offert {nummer}.', { ...values, number: null })).toBe('Offert.');
  });

  it("uses the firm's own texts where it wrote them, the default where it left them empty", () => {
    const texts = emailTextsFor(
      'OFFER',
      { subject: 'Vår offert nr {nummer} till {kund}', message: '  ' },
      values,
    );
    expect(texts.subject).toBe('Vår offert nr 1001 till Brf Eken');
    expect(texts.message).toContain('Här kommer offert 1001');
  });
});
