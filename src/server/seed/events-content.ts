import type { EventSeed } from '../features/events';
import type { FormsSeed } from '../features/forms';

const picture = (name: string) => `/media/catalogue/${name}.svg`;

export const EVENT_SURVEY = 'Anmälan till evenemang';
export const WET_ROOM_SURVEY = 'Anmälan: Våtrumsregler 2026';
const WET_ROOM_SESSIONS = ['Förmiddag 08:00–11:30', 'Eftermiddag 13:00–16:30'];

/** The provider's registration forms for its events (survey type CALENDAR_EVENT, decision 0053). */
export const eventSurveys: FormsSeed['surveys'] = [
  {
    type: 'CALENDAR_EVENT',
    title: EVENT_SURVEY,
    description: 'Anmäl dig här. Anmälan syns under Mina anmälningar, där du också kan avanmäla dig.',
    fields: [
      {
        type: 'OPTION_SINGLE',
        title: 'Hur många kommer från företaget?',
        mandatory: true,
        options: ['1', '2', '3', '4', '5'],
      },
      {
        type: 'PHONE',
        title: 'Mobilnummer',
        mandatory: true,
        description: 'Om något ändras ringer eller sms:ar vi dig.',
      },
      { type: 'STRING', title: 'Specialkost eller allergier' },
      { type: 'TEXT', title: 'Något du vill att vi tar upp?' },
    ],
  },
  {
    type: 'CALENDAR_EVENT',
    title: WET_ROOM_SURVEY,
    description:
      'Utbildningen ges i två pass med samma innehåll. Välj det pass som passar dig; intyg delas ut efter passet.',
    fields: [
      { type: 'OPTION_SINGLE', title: 'Välj pass', mandatory: true, options: WET_ROOM_SESSIONS },
      {
        type: 'OPTION_SINGLE',
        title: 'Din behörighet i dag',
        mandatory: true,
        options: ['Giltig våtrumsbehörighet', 'Behörigheten ska förnyas', 'Saknar behörighet'],
      },
      { type: 'PHONE', title: 'Mobilnummer', mandatory: true },
      { type: 'STRING', title: 'Specialkost eller allergier' },
    ],
  },
];

const bbr = {
  title: 'Boverkets byggregler (BBR), avsnitt 6:5 Fukt',
  fileName: 'bbr-6-5-fukt.html',
  link: 'https://www.boverket.se/sv/byggande/bygg-och-renovera/krav-pa-byggnadsverk/fukt/',
  contentType: 'text/html',
};
const branschregler = {
  title: 'Branschregler Säker Vatteninstallation',
  fileName: 'branschregler-saker-vatten.html',
  link: 'https://www.sakervatten.se/branschregler/',
  contentType: 'text/html',
};

/**
 * The demo provider's events from December 2026 into spring 2027, at its warehouses, plus one that has
 * been (October 2026) which the list leaves out and one with registration by telephone only.
 */
export const demoEvents: EventSeed[] = [
  {
    title: 'Värmepumpsdag i Lund',
    category: 'Produktdag',
    person: 'Jonas Ek, produktchef värme',
    warehouseCode: 'LUN',
    date: '2026-12-03',
    begin: '09:00',
    end: '15:00',
    imageLink: picture('heater-0'),
    description:
      'Tillverkarna visar vinterns nyheter inom berg-, luft/vatten- och frånluftsvärmepumpar. Du får prova injusteringen på riggade aggregat och höra hur de nya köldmedierna påverkar installationen.\n\nLunch och fika ingår. Parkering finns vid lagret.',
    attachmentDocuments: [
      {
        title: 'Energimyndighetens tester av värmepumpar',
        fileName: 'energimyndigheten-tester.html',
        link: 'https://www.energimyndigheten.se/tester/',
        contentType: 'text/html',
      },
    ],
    registrationSurvey: EVENT_SURVEY,
  },
  {
    title: 'Öppet hus med julgröt i Helsingborg',
    category: 'Öppet hus',
    person: 'Camilla Rydén, platschef',
    warehouseCode: 'HBG',
    date: '2026-12-10',
    begin: '14:00',
    end: '19:00',
    imageLink: picture('tool-1'),
    description:
      'Vi bjuder på julgröt och skinksmörgås i butiken. Alla verktyg och all arbetsbelysning har 20 % extra rabatt under eftermiddagen, och Milwaukee och Hultafors visar sina nyheter.',
    registrationSurvey: EVENT_SURVEY,
  },
  {
    title: 'Frukostseminarium: ROT-avdrag och fakturering i Montör',
    category: 'Seminarium',
    person: 'Lina Bergström, kundansvarig Montör',
    warehouseCode: 'MMA',
    date: '2027-01-14',
    begin: '07:00',
    end: '09:00',
    description:
      'Genomgång av 2027 års regler för ROT-avdrag, hur du fakturerar med avdrag i Montör och hur ansökan till Skatteverket skickas som fil. Frukost från 06:45.',
    attachmentDocuments: [
      {
        title: 'Skatteverket: rot- och rutarbete',
        fileName: 'skatteverket-rot.html',
        link: 'https://www.skatteverket.se/privat/fastigheterochbostad/rotochrutarbete.4.2e56d4ba1202f95012080002966.html',
        contentType: 'text/html',
      },
    ],
    registrationSurvey: EVENT_SURVEY,
  },
  {
    title: 'Utbildning: Våtrumsregler 2026',
    category: 'Utbildning',
    person: 'Peter Håkansson, Säker Vatten-instruktör',
    warehouseCode: 'MMA',
    date: '2027-01-21',
    begin: '08:00',
    end: '16:30',
    imageLink: picture('shower-1'),
    description:
      'Halvdagsutbildning om branschreglerna Säker Vatteninstallation och BBR:s krav på våtrum: tätskikt, golvbrunnar, rörgenomföringar och dokumentation. Utbildningen ger intyg som underlag för behörigheten.',
    alternatives: WET_ROOM_SESSIONS,
    attachmentDocuments: [branschregler, bbr],
    registrationSurvey: WET_ROOM_SURVEY,
  },
  {
    title: 'Utbildning: Våtrumsregler 2026',
    category: 'Utbildning',
    person: 'Peter Håkansson, Säker Vatten-instruktör',
    warehouseCode: 'HBG',
    date: '2027-02-11',
    begin: '08:00',
    end: '16:30',
    imageLink: picture('shower-1'),
    description:
      'Samma utbildning som i Malmö i januari, för er i norra Skåne. Branschreglerna Säker Vatteninstallation och BBR:s krav på våtrum, med intyg efter passet.',
    alternatives: WET_ROOM_SESSIONS,
    attachmentDocuments: [branschregler, bbr],
    registrationSurvey: WET_ROOM_SURVEY,
  },
  {
    title: 'Golvvärme i praktiken',
    category: 'Utbildning',
    person: 'Jonas Ek, produktchef värme',
    warehouseCode: 'LUN',
    date: '2027-03-04',
    begin: '07:30',
    end: '11:00',
    imageLink: picture('pipe-1'),
    description:
      'Dimensionering, läggning och injustering av vattenburen golvvärme i nyproduktion och vid renovering. Vi lägger en slinga tillsammans i utbildningshallen.',
    registrationSurvey: EVENT_SURVEY,
  },
  {
    title: 'Pumpar och cirkulation: energieffektiva val',
    category: 'Produktdag',
    person: 'Amir Haddad, teknisk säljare',
    warehouseCode: 'GOT',
    date: '2027-03-18',
    begin: '13:00',
    end: '16:00',
    imageLink: picture('pump-2'),
    description:
      'Grundfos och Wilo går igenom hur du väljer cirkulationspump efter ekodesignkraven och sparar el åt kunden. Med räkneexempel för villor och flerbostadshus.',
    registrationSurvey: EVENT_SURVEY,
  },
  {
    title: 'Legionella och tappvarmvatten',
    category: 'Seminarium',
    person: 'Karin Sjöberg, VVS-ingenjör',
    warehouseCode: 'JKG',
    date: '2027-04-08',
    begin: '09:00',
    end: '12:00',
    description:
      'Temperaturer, cirkulation och provtagning i tappvarmvattensystem. Seminariet hålls tillsammans med Jönköpings kommun; anmälan sker till kommunen på telefon 036-10 50 00.',
    link: 'https://www.boverket.se/sv/byggande/halsa-och-inomhusmiljo/legionella/',
  },
  {
    title: 'Höstmässa i Växjö',
    category: 'Mässa',
    person: 'Nils Franzén, platschef',
    warehouseCode: 'VXJ',
    date: '2026-10-15',
    begin: '10:00',
    end: '18:00',
    description: 'Höstens leverantörsmässa med 30 utställare inom VVS, verktyg och arbetskläder.',
    registrationSurvey: EVENT_SURVEY,
  },
];
