import type { SurveyFieldType, SurveyType } from '@shared/domain/surveys';
import type { Db } from '../../platform/db/database';
import {
  contactLocations,
  feedbackFormConfigs,
  type StoredContactPerson,
  type StoredLink,
  type StoredOption,
  surveyFields,
  surveys,
} from './forms.table';

/** A survey as the provider writes it, its fields in the order shown. */
export interface SurveySeed {
  type: SurveyType;
  title: string;
  description: string;
  links?: StoredLink[];
  fields: Array<{
    type: SurveyFieldType;
    title: string;
    mandatory?: boolean;
    description?: string;
    options?: string[];
  }>;
}

export interface ContactLocationSeed {
  location: string;
  title: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  openingHours: string[];
  persons: StoredContactPerson[];
}

export interface FormsSeed {
  surveys: SurveySeed[];
  feedback: { intro: string; kinds: StoredOption[]; types: StoredOption[] };
  contactLocations: ContactLocationSeed[];
}

/** Inserts the provider's published forms; the texts come from the demo data (src/server/seed). */
export async function seedForms(db: Db, seed: FormsSeed): Promise<void> {
  for (const survey of seed.surveys) {
    const [row] = await db
      .insert(surveys)
      .values({
        type: survey.type,
        title: survey.title,
        description: survey.description,
        links: survey.links ?? [],
      })
      .returning({ id: surveys.id });
    await db.insert(surveyFields).values(
      survey.fields.map((field, position) => ({
        surveyId: row!.id,
        position,
        type: field.type,
        title: field.title,
        description: field.description ?? null,
        mandatory: field.mandatory ?? false,
        options: field.options ?? [],
      })),
    );
  }
  await db.insert(feedbackFormConfigs).values(seed.feedback);
  await db.insert(contactLocations).values(seed.contactLocations.map((c, position) => ({ ...c, position })));
}
