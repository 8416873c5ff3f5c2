import type { AccessLevel, EmployeeRole, SiteOption } from '@shared/domain/access';
import { siteOptions } from '@shared/domain/access';
import { type OpeningHours, standardOpeningHours, weeklyOpeningHours } from '@shared/domain/opening-hours';

/** Fixed, readable demo data. Logins and the password are in the README and printed at start. */
export const DEMO_PASSWORD = 'demo1234';

export const demoProvider = {
  name: 'Nordlunds VVS-grossist AB',
  warehouseNoun: 'Nordlundslager',
  organisationNumber: '5560160680',
  phone: '+46 46 12 34 00',
  email: 'kundservice@nordlunds-vvs.se',
};

type WarehouseSeed = [
  code: string,
  city: string,
  address: string,
  postalCode: string,
  lat: number,
  lng: number,
  hours?: OpeningHours,
];

/** The big cities' counters also open on Saturday mornings. */
const cityHours = weeklyOpeningHours(
  [{ opens: '06:30', closes: '17:00' }],
  [{ opens: '09:00', closes: '13:00' }],
);
/** A small counter: opens later and closes over lunch. */
const smallHours = weeklyOpeningHours([
  { opens: '07:00', closes: '12:00' },
  { opens: '13:00', closes: '16:00' },
]);
/** Open three days a week. */
const partTimeHours: OpeningHours = {
  ...standardOpeningHours,
  weekly: { ...standardOpeningHours.weekly, TUESDAY: [], THURSDAY: [] },
};

export const demoWarehouses: WarehouseSeed[] = [
  ['LUN', 'Lund', 'Företagsvägen 14', '227 61', 55.7047, 13.191],
  ['MMA', 'Malmö', 'Agnesfridsvägen 180', '213 75', 55.605, 13.0038, cityHours],
  ['HBG', 'Helsingborg', 'Garnisonsgatan 8', '254 66', 56.0465, 12.6945],
  ['ANG', 'Ängelholm', 'Verkstadsgatan 3', '262 71', 56.2428, 12.8622],
  ['KRI', 'Kristianstad', 'Fundationsvägen 21', '291 50', 56.0294, 14.1567],
  ['KKR', 'Karlskrona', 'Gullbernavägen 6', '371 47', 56.1612, 15.5869],
  ['VXJ', 'Växjö', 'Bergkällavägen 32', '352 45', 56.8777, 14.8091],
  ['KLM', 'Kalmar', 'Tegelviksvägen 4', '392 39', 56.6634, 16.3568],
  ['HAD', 'Halmstad', 'Kristinebergsvägen 10', '302 41', 56.6745, 12.8578],
  ['JKG', 'Jönköping', 'Grossistgatan 5', '553 03', 57.7826, 14.1618],
  ['GOT', 'Göteborg', 'Krokslätts fabriker 30', '431 37', 57.7089, 11.9746, cityHours],
  ['BOR', 'Borås', 'Göteborgsvägen 74', '504 60', 57.721, 12.9401],
  ['THN', 'Trollhättan', 'Åkerssjövägen 12', '461 53', 58.2837, 12.2886, partTimeHours],
  ['SKV', 'Skövde', 'Hasslumsvägen 20', '541 39', 58.3903, 13.8461],
  ['LKP', 'Linköping', 'Roxtorpsgatan 9', '586 43', 58.4108, 15.6214],
  ['NRK', 'Norrköping', 'Ingelstagatan 11', '602 23', 58.5877, 16.1924],
  ['VBY', 'Visby', 'Skarphällsgatan 2', '621 41', 57.6348, 18.2948, smallHours],
  ['ORB', 'Örebro', 'Bettorpsgatan 4', '703 69', 59.2753, 15.2134],
  ['KSD', 'Karlstad', 'Blockgatan 7', '653 41', 59.4022, 13.5115],
  ['VST', 'Västerås', 'Kopparlundsvägen 17', '721 30', 59.6099, 16.5448],
  ['ESK', 'Eskilstuna', 'Folkestaleden 9', '632 29', 59.371, 16.5099],
  ['STO', 'Stockholm', 'Årstaängsvägen 21', '117 43', 59.3293, 18.0686, cityHours],
  ['UPS', 'Uppsala', 'Fyrislundsgatan 66', '754 50', 59.8586, 17.6389],
  ['GVL', 'Gävle', 'Skolgången 12', '802 83', 60.6749, 17.1413],
  ['FAL', 'Falun', 'Tallbacksvägen 3', '791 38', 60.6065, 15.6355],
  ['SDL', 'Sundsvall', 'Bergsgatan 130', '852 31', 62.3908, 17.3069],
  ['OSD', 'Östersund', 'Ringvägen 18', '831 37', 63.1792, 14.6357],
  ['UME', 'Umeå', 'Formvägen 7', '906 21', 63.8258, 20.263],
  ['LLA', 'Luleå', 'Banvägen 13', '973 46', 65.5848, 22.1547],
];

export interface FirmSeed {
  code: string;
  name: string;
  organisationNumber: string;
  accessLevel: AccessLevel;
  siteOptions: readonly SiteOption[];
  onlyAdminsCanOrder: boolean;
  warehouseCode: string;
  customerDiscountBp: number;
  /** The firm's approval of the personal-data terms, when it has given it (decision 0052). */
  gdprApproved?: { at: string; by: string };
  employees: Array<{
    login: string;
    displayName: string;
    role: EmployeeRole;
    email: string | null;
    phone: string | null;
    netPriceAndMarginHidden?: boolean;
  }>;
}

export const demoFirms: FirmSeed[] = [
  {
    code: '100245',
    name: 'Rörfirman Demo AB',
    organisationNumber: '5565475489',
    accessLevel: 'FULL',
    siteOptions,
    gdprApproved: { at: '2026-01-12T09:30:00+01:00', by: 'Anna Lindqvist' },
    onlyAdminsCanOrder: false,
    warehouseCode: 'LUN',
    customerDiscountBp: 1200,
    employees: [
      {
        login: 'demo-admin',
        displayName: 'Anna Lindqvist',
        role: 'ADMIN',
        email: 'anna.lindqvist@rorfirman-demo.se',
        phone: '+46 70 123 45 67',
      },
      {
        login: 'demo-anvandare',
        displayName: 'Erik Johansson',
        role: 'MANAGER',
        email: 'erik.johansson@rorfirman-demo.se',
        phone: '+46 70 234 56 78',
      },
      {
        login: 'demo-arbetsledare',
        displayName: 'Maria Svensson',
        role: 'SUPERVISOR',
        // A foreman without e-mail: password recovery shows the "contact your warehouse" text.
        email: null,
        phone: '+46 70 345 67 89',
        netPriceAndMarginHidden: true,
      },
    ],
  },
  {
    code: '100318',
    name: 'Värme & Sanitet i Norrland AB',
    organisationNumber: '5569876542',
    accessLevel: 'RESTRICTED',
    siteOptions: [
      'CUSTOMER_ORDERS',
      'OFFERS',
      'WORK_ORDERS',
      'INVOICES',
      'CLIENTS',
      'OWN_ARTICLES',
      'UNIX_ORDERS',
    ],
    onlyAdminsCanOrder: true,
    warehouseCode: 'UME',
    customerDiscountBp: 800,
    employees: [
      {
        login: 'norr-admin',
        displayName: 'Johan Öberg',
        role: 'ADMIN',
        email: 'johan@vs-norrland.se',
        phone: '+46 90 12 34 56',
      },
    ],
  },
  {
    code: '100402',
    name: 'Badrumsfixarna HB',
    organisationNumber: '9696543215',
    accessLevel: 'GUEST',
    siteOptions: ['CUSTOMER_ORDERS'],
    onlyAdminsCanOrder: false,
    warehouseCode: 'GOT',
    customerDiscountBp: 0,
    employees: [
      {
        login: 'gast-badrum',
        displayName: 'Sara Åkesson',
        role: 'ADMIN',
        email: 'sara@badrumsfixarna.se',
        phone: '+46 31 765 43 21',
      },
    ],
  },
];

export const demoProviderAdmin = {
  login: 'provider-admin',
  displayName: 'Lars Nordlund',
  email: 'lars.nordlund@nordlunds-vvs.se',
};
