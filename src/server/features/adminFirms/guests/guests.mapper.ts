import type { GuestApplication } from '@shared/api/adminFirms.api';
import type { SurveyFieldType } from '@shared/domain/surveys';

interface Field {
  id: string;
  type: SurveyFieldType;
  title: string;
}

interface Answer {
  id: string;
  createdAt: Date;
  values: { id: string; value: string | string[] }[];
}

const textOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();

/**
 * The provider may reword or reorder the guest form, so its answers are read by the field's kind and a
 * word in its title rather than by position: the e-mail and phone by their field types, the company, its
 * number and the contact person by "företag", "organisation", "kontakt"/"namn". What is not found is empty
 * and the admin fills it in before approving.
 */
export function toGuestApplication(answer: Answer, fields: readonly Field[]): GuestApplication {
  const byField = new Map(answer.values.map((v) => [v.id, textOf(v.value)]));
  const find = (test: (f: Field) => boolean) => {
    const field = fields.find(test);
    return field ? (byField.get(field.id) ?? '') : '';
  };
  const titled = (pattern: RegExp, not?: RegExp) => (f: Field) =>
    f.type === 'STRING' && pattern.test(f.title) && !(not?.test(f.title) ?? false);
  return {
    uid: answer.id,
    createdAt: answer.createdAt.toISOString(),
    companyName: find(titled(/företag/i, /nummer/i)),
    organisationNumber: find(titled(/organisation|org\.?\s*nr/i)),
    contactName: find(titled(/kontakt|namn/i, /företag/i)),
    email: find((f) => f.type === 'EMAIL'),
    phone: find((f) => f.type === 'PHONE'),
    answers: fields.map((f) => ({ title: f.title, value: byField.get(f.id) ?? '' })),
  };
}
