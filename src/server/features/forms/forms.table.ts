import type { SurveyFieldType, SurveyType } from '@shared/domain/surveys';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, version } from '../../platform/db/columns';
import { employees } from '../employees/employees.table';
import { firms } from '../firms/firms.table';

export interface StoredLink {
  title: string;
  url: string;
}

/** A survey the provider publishes (api-spec §3.14); the newest active one of a type is the current one. */
export const surveys = pgTable('surveys', {
  id: id(),
  type: text('type').$type<SurveyType>().notNull(),
  title: text('title').notNull(),
  description: text('description'),
  links: jsonb('links').$type<StoredLink[]>().notNull().default([]),
  images: text('images').array().notNull().default([]),
  attachments: jsonb('attachments').$type<StoredLink[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** The provider's edits are saved over the version they read (decision 0064). */
  version: version(),
  createdAt: createdAt(),
});

export const surveyFields = pgTable(
  'survey_fields',
  {
    id: id(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    position: integer('position').notNull(),
    type: text('type').$type<SurveyFieldType>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    mandatory: boolean('mandatory').notNull().default(false),
    options: text('options').array().notNull().default([]),
  },
  (t) => [index('survey_fields_survey_idx').on(t.surveyId, t.position)],
);

export interface StoredAnswer {
  id: string;
  value: string | string[];
}

/**
 * One submitted survey. An employee's answer belongs to the firm (and the event, '' when none) and is
 * given once: the unique index refuses a second one (decision 0052). A visitor's has neither firm nor
 * employee and each is its own row.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: id(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    firmId: uuid('firm_id').references(() => firms.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    calendarEventLocator: text('calendar_event_locator').notNull().default(''),
    values: jsonb('values').$type<StoredAnswer[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_answers_once_per_employee')
      .on(t.surveyId, t.employeeId, t.calendarEventLocator)
      .where(sql`${t.employeeId} is not null`),
    index('survey_answers_firm_idx').on(t.firmId),
    // An event's registrations are counted and checked by the event (the provider's list, deleting).
    index('survey_answers_event_idx').on(t.calendarEventLocator),
  ],
);

export interface StoredOption {
  code: string;
  title: string;
}

/** The feedback form's texts and choices (`feedbackFormConfig`); one row, the provider's. */
export const feedbackFormConfigs = pgTable('feedback_form_configs', {
  id: id(),
  intro: text('intro').notNull(),
  kinds: jsonb('kinds').$type<StoredOption[]>().notNull(),
  types: jsonb('types').$type<StoredOption[]>().notNull(),
});

export const feedbackMessages = pgTable('feedback_messages', {
  id: id(),
  firmId: uuid('firm_id').references(() => firms.id),
  employeeId: uuid('employee_id').references(() => employees.id),
  kind: text('kind').notNull(),
  type: text('type').notNull(),
  message: text('message').notNull(),
  name: text('name').notNull(),
  company: text('company'),
  phone: text('phone'),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

export interface StoredContactPerson {
  role: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** The contact page's data per location (`mainSiteContactUs?location`), in the order shown. */
export const contactLocations = pgTable('contact_locations', {
  id: id(),
  location: text('location').notNull().unique(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  openingHours: text('opening_hours').array().notNull(),
  persons: jsonb('persons').$type<StoredContactPerson[]>().notNull().default([]),
});

/**
 * An existing customer's request for a login (`customer/register`). It gives no access: the provider
 * checks it against its customer register and approves or rejects it (a later issue). The password is
 * kept only as the project's argon2 hash, so the login works as chosen once approved.
 */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: id(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    linkSuffix: text('link_suffix'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    interests: text('interests').array().notNull().default([]),
    customerCode: text('customer_code'),
    companyName: text('company_name'),
    city: text('city'),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
    /** Why it was rejected, as told to the applicant; who decided is in the audit log. */
    decisionNote: text('decision_note'),
  },
  (t) => [index('registration_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * A company's application to become a customer ("Bli kund" on /warehouses). Like a registration it gives
 * no access: the provider's sales checks the company (credit, trade) and opens the account or says no.
 */
export const customerApplications = pgTable(
  'customer_applications',
  {
    id: id(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    companyName: text('company_name').notNull(),
    organisationNumber: text('organisation_number').notNull(),
    trade: text('trade').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    message: text('message'),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
    decisionNote: text('decision_note'),
  },
  (t) => [index('customer_applications_status_idx').on(t.status, t.createdAt)],
);
