import { describe, expect, it } from 'vitest';
import {
  answeredSurveyIssues,
  type SurveyDraft,
  surveyDraftIssues,
  validateWebAddress,
} from './survey-authoring';

const stored = {
  type: 'GENERAL' as const,
  fields: [
    { uid: 'a', type: 'STRING' as const, title: 'Namn', options: [] },
    { uid: 'b', type: 'OPTION_MULTIPLE' as const, title: 'Ämnen', options: ['Värme', 'Sanitet'] },
  ],
};

const draft = (fields: SurveyDraft['fields']): SurveyDraft => ({
  type: 'GENERAL',
  title: 'Kundenkät',
  description: '',
  links: [],
  active: true,
  fields,
});

const field = (uid: string | null, type: SurveyDraft['fields'][number]['type'], options: string[] = []) => ({
  uid,
  type,
  title: uid ?? 'Ny',
  description: '',
  mandatory: false,
  options,
});

describe('answered surveys', () => {
  it('allows moving questions, new questions and new options, and texts', () => {
    const moved = draft([
      field('b', 'OPTION_MULTIPLE', [' Sanitet', 'Kyla', 'Värme']),
      field('a', 'STRING'),
      field(null, 'RATING'),
    ]);
    expect(answeredSurveyIssues(stored, moved)).toEqual([]);
  });

  it('refuses removing a question, retyping it, losing an option or changing the survey type', () => {
    const issues = answeredSurveyIssues(stored, {
      ...draft([field('b', 'OPTION_SINGLE', ['Värme', 'Sanitet'])]),
      type: 'CALENDAR_EVENT',
    });
    expect(issues.map((i) => i.field)).toEqual(['type', 'fields', 'fields.0.type']);
    expect(issues[1]!.message).toContain('frågan ”Namn” kan inte tas bort');
    const renamed = answeredSurveyIssues(
      stored,
      draft([field('a', 'STRING'), field('b', 'OPTION_MULTIPLE', ['Värme', 'VVS'])]),
    );
    expect(renamed).toEqual([
      {
        field: 'fields.1.options',
        message:
          'Frågan har svar, så alternativet ”Sanitet” kan inte tas bort eller skrivas om. Nya alternativ går att lägga till.',
      },
    ]);
  });
});

describe('a survey as written', () => {
  it('ignores options on fields that are not choices', () => {
    expect(surveyDraftIssues(draft([field('a', 'STRING', [' '])]))).toEqual([]);
  });

  it('takes http and https addresses only', () => {
    expect(validateWebAddress('https://montor.se/evenemang?x=1')).toBeNull();
    expect(validateWebAddress('')).toBeNull();
    expect(validateWebAddress('javascript:alert(1)')).not.toBeNull();
    expect(validateWebAddress('https:// mellanslag.se')).not.toBeNull();
  });
});
