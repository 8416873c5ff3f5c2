import { type FormsSeed, seedForms } from '../features/forms';
import type { Db } from '../platform/db/database';
import { demoProvider, demoWarehouses } from './demo-data';
import { eventSurveys } from './events-content';

const rating = 'Välj ett betyg: 1 = inte alls nöjd, 5 = mycket nöjd.';

/** The wholesaler's branches on the contact page: the demo warehouses' addresses and phone numbers. */
function branch(code: string, email: string, persons: FormsSeed['contactLocations'][number]['persons']) {
  const index = demoWarehouses.findIndex((w) => w[0] === code);
  const [, city, address, postalCode] = demoWarehouses[index]!;
  return {
    location: code,
    title: `Nordlundslager ${city}`,
    address,
    postalCode,
    city,
    phone: `+46 771 40 ${String(index + 10).padStart(2, '0')} 00`,
    email,
    openingHours:
      code === 'MMA'
        ? ['Måndag–fredag 06:30–17:00', 'Lördag 09:00–13:00', 'Stängt söndagar och helgdagar']
        : ['Måndag–fredag 06:30–17:00', 'Stängt lördag, söndag och helgdagar'],
    persons,
  };
}

/** The provider's published forms (issue #22): three surveys, the feedback choices and three branches. */
export const demoForms: FormsSeed = {
  surveys: [
    {
      type: 'GENERAL',
      title: 'Hur nöjd är du med Montör?',
      description:
        'Hjälp oss att göra Montör bättre. Enkäten tar ungefär tre minuter och svaren läses av produktgruppen på Nordlunds.',
      links: [{ title: 'Nyheter i Montör hösten 2026', url: '/novelties/news' }],
      fields: [
        {
          type: 'RATING',
          title: 'Hur nöjd är du med Montör som helhet?',
          mandatory: true,
          description: rating,
        },
        {
          type: 'OPTION_SINGLE',
          title: 'Hur ofta använder du Montör?',
          mandatory: true,
          options: ['Varje dag', 'Några gånger i veckan', 'Några gånger i månaden', 'Mer sällan'],
        },
        {
          type: 'OPTION_MULTIPLE',
          title: 'Vilka delar använder du mest?',
          description: 'Välj så många du vill.',
          options: [
            'Katalog och beställning',
            'Offerter och ÄTA',
            'Fakturering och ROT-avdrag',
            'Tidrapportering',
            'Kundregister',
          ],
        },
        { type: 'STRING', title: 'Vilken funktion saknar du mest?' },
        { type: 'TEXT', title: 'Övriga synpunkter', description: 'Berätta gärna om något som krånglar.' },
        { type: 'EMAIL', title: 'E-post, om vi får kontakta dig om dina svar' },
        { type: 'PHONE', title: 'Telefon, om du hellre vill bli uppringd' },
      ],
    },
    {
      type: 'REQUEST_FOR_SCHOOL',
      title: 'Studiebesök för VVS-elever',
      description:
        'Vi tar emot klasser från VVS- och fastighetsprogrammet och yrkeshögskolan på våra lager i Lund, Malmö och Helsingborg. Besöket tar två timmar och bjuder på genomgång av sortiment, logistik och fika.',
      fields: [
        { type: 'STRING', title: 'Skolans namn', mandatory: true },
        { type: 'STRING', title: 'Ort', mandatory: true },
        { type: 'STRING', title: 'Kontaktperson (lärare)', mandatory: true },
        { type: 'EMAIL', title: 'E-post', mandatory: true },
        { type: 'PHONE', title: 'Telefon', mandatory: true },
        {
          type: 'OPTION_SINGLE',
          title: 'Vilka elever gäller det?',
          mandatory: true,
          options: ['Årskurs 1', 'Årskurs 2', 'Årskurs 3', 'Vuxenutbildning eller yrkeshögskola'],
        },
        { type: 'STRING', title: 'Ungefärligt antal elever', mandatory: true },
        { type: 'TEXT', title: 'Önskemål om datum eller innehåll' },
      ],
    },
    {
      type: 'APPLY_FOR_GUEST_ACCOUNT',
      title: 'Ansök om gästkonto',
      description:
        'Med ett gästkonto ser du katalogen med lagersaldon och kan prova Montörs offert- och fakturaverktyg i 30 dagar innan ni öppnar kundkonto.',
      fields: [
        { type: 'STRING', title: 'Företagsnamn', mandatory: true },
        { type: 'STRING', title: 'Organisationsnummer', mandatory: true },
        { type: 'STRING', title: 'Kontaktperson', mandatory: true },
        { type: 'EMAIL', title: 'E-post', mandatory: true },
        { type: 'PHONE', title: 'Mobilnummer', mandatory: true },
        {
          type: 'OPTION_SINGLE',
          title: 'Bransch',
          mandatory: true,
          options: ['VVS', 'Bygg', 'El', 'Ventilation', 'Mark och avlopp', 'Annan'],
        },
        { type: 'TEXT', title: 'Vad vill ni använda Montör till?' },
      ],
    },
    ...eventSurveys,
  ],
  feedback: {
    intro: `Berätta vad du tycker om Montör och om oss på ${demoProvider.name}. Vi läser allt och svarar inom två arbetsdagar när du vill ha svar.`,
    kinds: [
      { code: 'PRAISE', title: 'Beröm' },
      { code: 'SUGGESTION', title: 'Förslag på förbättring' },
      { code: 'COMPLAINT', title: 'Klagomål' },
      { code: 'QUESTION', title: 'Fråga' },
    ],
    types: [
      { code: 'MONTOR', title: 'Montör (webbtjänsten)' },
      { code: 'DELIVERY', title: 'Leveranser och frakt' },
      { code: 'STORE', title: 'Butik och lager' },
      { code: 'PRICES', title: 'Priser och fakturor' },
      { code: 'ASSORTMENT', title: 'Sortiment' },
    ],
  },
  contactLocations: [
    branch('LUN', 'lund@nordlunds-vvs.se', [
      {
        role: 'Platschef',
        name: 'Henrik Malmqvist',
        phone: '046-540 21 10',
        email: 'henrik.malmqvist@nordlunds-vvs.se',
      },
      {
        role: 'Innesälj',
        name: 'Sofia Berggren',
        phone: '046-540 21 12',
        email: 'sofia.berggren@nordlunds-vvs.se',
      },
    ]),
    branch('MMA', 'malmo@nordlunds-vvs.se', [
      {
        role: 'Platschef',
        name: 'Jonas Persson',
        phone: '040-680 33 01',
        email: 'jonas.persson@nordlunds-vvs.se',
      },
      {
        role: 'Offert och projekt',
        name: 'Leila Haddad',
        phone: '040-680 33 07',
        email: 'leila.haddad@nordlunds-vvs.se',
      },
    ]),
    branch('HBG', 'helsingborg@nordlunds-vvs.se', [
      {
        role: 'Platschef',
        name: 'Maria Öberg',
        phone: '042-490 12 00',
        email: 'maria.oberg@nordlunds-vvs.se',
      },
    ]),
  ],
};

export const seedDemoForms = (db: Db) => seedForms(db, demoForms);
