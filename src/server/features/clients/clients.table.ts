import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt, version } from '../../platform/db/columns';
import { firms } from '../firms';

/** The firm's clients (api-spec §3.10). Every child table repeats firm_id so each query is firm-scoped. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    code: text('code').notNull(),
    /** Numbers sort by value, other codes after them (`clientCodeSortKey`). */
    codeSort: text('code_sort').notNull(),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    payerName: text('payer_name').notNull().default(''),
    organizationCode: text('organization_code').notNull().default(''),
    vatRegistrationId: text('vat_registration_id').notNull().default(''),
    gln: text('gln').notNull().default(''),
    eInvoiceEnabled: boolean('e_invoice_enabled').notNull().default(false),
    sveFakturaEnabled: boolean('svefaktura_enabled').notNull().default(false),
    useGlnInSveFaktura: boolean('use_gln_in_svefaktura').notNull().default(false),
    useVatInSveFaktura: boolean('use_vat_in_svefaktura').notNull().default(false),
    fortnoxNumber: text('fortnox_number').notNull().default(''),
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    citySort: text('city_sort').notNull().default(''),
    discountBp: integer('discount_bp').notNull().default(0),
    markupBp: integer('markup_bp').notNull().default(0),
    paymentDelayDays: integer('payment_delay_days').notNull(),
    notes: text('notes').notNull().default(''),
    cash: boolean('cash').notNull().default(false),
    markupToPurchasePrice: boolean('markup_to_purchase_price').notNull().default(false),
    useReverseTaxLiability: boolean('use_reverse_tax_liability').notNull().default(false),
    showTotalMaterialProfit: boolean('show_total_material_profit').notNull().default(false),
    favorite: boolean('favorite').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** Lower-cased text of every searchable field, contacts included, for one trigram index. */
    searchText: text('search_text').notNull().default(''),
    /** Saving bumps it (documents will too); older than 12 months means inactive. */
    lastActivityAt: timestampTz('last_activity_at').notNull().defaultNow(),
    /** When its personal data was removed after 18 months without activity (decision 0055); null before. */
    anonymizedAt: timestampTz('anonymized_at'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_firm_code_unique').on(t.firmId, sql`lower(${t.code})`),
    index('clients_firm_code_sort_idx').on(t.firmId, t.codeSort),
    index('clients_firm_activity_idx').on(t.firmId, t.lastActivityAt),
    index('clients_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    main: boolean('main').notNull().default(false),
    /** +46… forms for the duplicate-number warning and the look-up by mobile. */
    phoneE164: text('phone_e164').notNull().default(''),
    mobileE164: text('mobile_e164').notNull().default(''),
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId),
    // Exactly one main contact is a rule of the form; the index makes two impossible even under a race.
    uniqueIndex('client_contacts_one_main').on(t.clientId).where(sql`${t.main}`),
    index('client_contacts_mobile_idx').on(t.firmId, t.mobileE164),
    index('client_contacts_phone_idx').on(t.firmId, t.phoneE164),
  ],
);

/** Buyers for ROT; the invoice copies the ones it uses, so editing here never changes a sent request. */
export const clientTaxPayers = pgTable(
  'client_tax_payers',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    personalNumber: text('personal_number').notNull(),
    propertyDesignation: text('property_designation').notNull().default(''),
    flatNumber: text('flat_number').notNull().default(''),
    associationOrgNumber: text('association_org_number').notNull().default(''),
  },
  (t) => [index('client_tax_payers_client_idx').on(t.clientId)],
);

/**
 * A client's own price for an article, by article code so it holds for catalogue articles, free items
 * and own articles alike, and survives a catalogue re-import.
 */
export const clientPriceOverrides = pgTable(
  'client_price_overrides',
  {
    id: id(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    articleCode: text('article_code').notNull(),
    name: text('name').notNull().default(''),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('client_price_overrides_unique').on(t.clientId, sql`lower(${t.articleCode})`)],
);
