/**
 * Demo clients: private persons with ROT buyers (houses by property designation, tenant-owned flats by
 * flat number and association), housing associations, construction firms with reverse charge, public
 * buyers with e-invoice. The same clients on every seed; their activity dates count back from the day
 * of seeding so the demo always shows the same active and inactive ones. Identity numbers get their
 * check digits computed, and telephone numbers come from PTS's ranges reserved for fiction.
 *
 * The tables below are `|`-separated so they read like the register itself.
 */
import { type ClientDataInput, clientDataShape } from '@shared/api/clients.api';
import { gs1CheckDigit, luhnCheckDigit } from '@shared/domain/check-digits';
import { validateClientData } from '@shared/domain/client-rules';
import {
  contactNumberKeys,
  insertClient,
  normalizeClientData,
  recordClientNumber,
  replaceContacts,
  replaceTaxPayers,
  toClientValues,
} from '../features/clients';
import type { Db } from '../platform/db/database';
import type { SeedContext } from './demo-seed';

const DAY_MS = 86_400_000;

/** A 10-digit organisation number with its Luhn digit: `org('556677889')` → `556677-889C`. */
const org = (nine: string) => `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
/** A personnummer ÅÅÅÅMMDD-NNNC; the Luhn digit covers the ten digits from the year's last two. */
const pnr = (date: string, serial: number) =>
  `${date}-${serial}${luhnCheckDigit(`${date.slice(2)}${String(serial).padStart(3, '0')}`)}`;
/**
 * PTS reserves 070-174 06 05…99 and 040-628 04 00…99 for fiction: `m24` is a mobile, `f26` a
 * (Malmö) landline.
 */
const phone = (ref: string) =>
  ref.startsWith('m')
    ? `070-174 06 ${ref.slice(1).padStart(2, '0')}`
    : `040-628 04 ${ref.slice(1).padStart(2, '0')}`;
const ascii = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ /g, '.');

type Data = Omit<ClientDataInput, 'code' | 'paymentDelay'> & { paymentDelay?: number };
interface Seed {
  data: Data;
  /** Days since the last activity; over 365 makes the client inactive. */
  daysAgo: number;
}

const rows = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));

const contactOf = (name: string, ref: string, email: string, title = '', main = true) => ({
  name,
  title,
  phone: ref.startsWith('f') ? phone(ref) : '',
  mobile: ref.startsWith('m') ? phone(ref) : '',
  email,
  main,
});

/** Options column: `favorit dold rabatt=5 påslag=15 påslag-inköp efaktura svefaktura gln=… betalning=30 kontant`. */
function options(text: string): Partial<Data> {
  const result: Partial<Data> = {};
  for (const option of text.split(' ').filter(Boolean)) {
    const [key, value = ''] = option.split('=');
    if (key === 'favorit') result.favorite = true;
    if (key === 'dold') result.hidden = true;
    if (key === 'rabatt') result.discountBp = Number(value) * 100;
    if (key === 'påslag') result.markupBp = Number(value) * 100;
    if (key === 'påslag-inköp') result.markupToPurchasePrice = true;
    if (key === 'efaktura') result.eInvoiceEnabled = true;
    if (key === 'svefaktura') Object.assign(result, { sveFakturaEnabled: true, useGlnInSveFaktura: true });
    if (key === 'gln') result.gln = `${value}${gs1CheckDigit(value)}`;
    if (key === 'betalning') result.paymentDelay = Number(value);
    if (key === 'kontant') result.cash = true;
  }
  return result;
}

/** House owners (one or two, `+`-separated) buying ROT work; Skatteverket asks for the property designation. */
function houses(table: string): Seed[] {
  return rows(table).map(([names, born, street, postalCode, city, designation, ref, daysAgo, opts]) => {
    const people = names!.split('+');
    const births = born!.split('+');
    const serial = 400 + Number(ref!.slice(1));
    return {
      daysAgo: Number(daysAgo),
      data: {
        name: people.join(' och '),
        organizationCode: pnr(births[0]!, serial),
        address: { street: street!, postalCode: postalCode!, city: city! },
        contacts: [contactOf(people[0]!, ref!, `${ascii(people[0]!)}@exempel.se`)],
        taxPayers: people.map((name, i) => ({
          name,
          personalNumber: pnr(births[i]!, serial + i * 2),
          propertyDesignation: designation!,
        })),
        ...options(opts ?? ''),
      },
    };
  });
}

/** Tenant-owners: ROT for a bostadsrätt names the flat and the association's organisation number. */
function flats(table: string): Seed[] {
  return rows(table).map(([name, born, street, postalCode, city, flatNumber, brf, ref, daysAgo]) => {
    const personalNumber = pnr(born!, 500 + Number(ref!.slice(1)));
    return {
      daysAgo: Number(daysAgo),
      data: {
        name: name!,
        organizationCode: personalNumber,
        address: { street: street!, postalCode: postalCode!, city: city! },
        contacts: [contactOf(name!, ref!, `${ascii(name!)}@exempel.se`)],
        taxPayers: [
          { name: name!, personalNumber, flatNumber: flatNumber!, associationOrgNumber: org(brf!) },
        ],
      },
    };
  });
}

/**
 * Companies and public buyers. Contacts are `name/phone/e-mail/title`, `;`-separated, the first the main
 * one. A builder buys VVS work under omvänd byggmoms, so its VAT number is on the client.
 */
function companies(table: string): Seed[] {
  return rows(table).map(([kind, name, orgNine, street, postalCode, city, people, daysAgo, opts]) => {
    const organizationCode = org(orgNine!);
    const contacts = people!.split(';').map((p, i) => {
      const [n, ref, email, title] = p.split('/').map((s) => s.trim());
      return contactOf(n!, ref!, email!, title, i === 0);
    });
    const builder = kind === 'bygg';
    return {
      daysAgo: Number(daysAgo),
      data: {
        name: name!,
        organizationCode,
        ...(builder
          ? { useReverseTaxLiability: true, vatRegistrationId: `SE${organizationCode.replace('-', '')}01` }
          : {}),
        address: { street: street!, postalCode: postalCode!, city: city! },
        contacts,
        ...options(opts ?? ''),
      },
    };
  });
}

const rorfirmanClients: Seed[] = [
  ...houses(`
Karin Bergström+Per Bergström | 19740312+19720905 | Galtens väg 12 | 224 67 | Lund | Lund Galten 12 | m5 | 12 | favorit
Anders Holm | 19650721 | Söderskogsvägen 4 | 247 50 | Dalby | Lund Dalby 4:17 | m6 | 40
Eva Lindgren | 19810114 | Kyrkheddingevägen 8 | 245 93 | Staffanstorp | Staffanstorp Kyrkheddinge 8:3 | m7 | 95
Mohammed Al-Hassan+Leila Al-Hassan | 19790603+19820228 | Husievägen 171 | 212 38 | Malmö | Malmö Husie 171:24 | m8 | 3 | favorit
Sofia Nyström | 19880819 | Alnarpsvägen 45 | 234 56 | Alnarp | Lomma Alnarp 3:45 | m9 | 150
Gustav Eriksson | 19570402 | Trollsjövägen 12 | 241 35 | Eslöv | Eslöv Trollsjö 12 | m10 | 220
Johanna Persson+Erik Persson | 19861130+19850517 | Sätoftavägen 9 | 243 93 | Höör | Höör Sätofta 9:68 | m11 | 60
Mikael Andersson | 19700925 | Stenkrossvägen 5 | 224 75 | Lund | Lund Stenkrossen 5 | m12 | 18
Lena Sjöberg | 19630208 | Furulundsvägen 14 | 244 30 | Kävlinge | Kävlinge Furulund 14:2 | m13 | 300
Björn Åkesson | 19591016 | Ludvigsborgsvägen 6 | 242 94 | Hörby | Hörby Ludvigsborg 6:11 | m14 | 75
Ingrid Mårtensson | 19520711 | Bjärsjöholmsvägen 2 | 275 94 | Sjöbo | Sjöbo Bjärsjöholm 2:33 | m15 | 410
Tomas Öhrn | 19900304 | Värpingevägen 7 | 224 78 | Lund | Lund Värpinge 7 | m16 | 25
Maja Lundberg | 19770122 | Nöbbelövs kyrkoväg 11 | 226 52 | Lund | Lund Nöbbelöv 11:4 | m17 | 600
Hans Jönsson | 19480830 | Genarpsvägen 3 | 247 65 | Genarp | Lund Genarp 3:9 | m18 | 700 | dold
`),
  ...flats(`
Elin Ström | 19920614 | Vildandsvägen 10 | 226 54 | Lund | 1102 | 769612345 | m19 | 33
David Kovač | 19871203 | Vildandsvägen 12 | 226 54 | Lund | 1203 | 769612345 | m20 | 110
Amira Haddad | 19950427 | Kvarnstensgatan 4 | 224 70 | Lund | 0901 | 769623456 | m21 | 8
Oskar Wallin | 19831009 | Kvarnstensgatan 6 | 224 70 | Lund | 1001 | 769623456 | m22 | 380
Linnea Fransson | 19910217 | Strandvägen 21 | 234 35 | Lomma | 1304 | 769634567 | m23 | 55
`),
  ...companies(`
brf | Brf Vildanden i Lund | 769612345 | Vildandsvägen 2 | 226 54 | Lund | Gunnar Ek/m24/styrelsen@brfvildanden.se/Ordförande | 20 | favorit
brf | Brf Kvarnstenen | 769623456 | Kvarnstensgatan 1 | 224 70 | Lund | Karin Holmgren/m25/forvaltning@kvarnstenen.se/Förvaltare | 65
brf | HSB Brf Sjöstaden i Lomma | 769634567 | Strandvägen 15 | 234 35 | Lomma | Anna Kjellberg/f26/sjostaden@exempel.se/Förvaltare | 140
brf | Brf Lundagården 3 | 769645678 | Lundagårdsvägen 3 | 223 50 | Lund | Sven Olsson/f27/brf.lundagarden@exempel.se/Kassör | 450
bygg | Byggmästarna i Lund AB | 556701234 | Traktorvägen 11 | 226 60 | Lund | Jonas Berg/m28/jonas@byggmastarna.se/Projektledare; Fakturor/f29/faktura@byggmastarna.se/Ekonomi | 2 | favorit rabatt=5
bygg | Malmö Husbyggen AB | 556712345 | Stenåldersgatan 19 | 213 76 | Malmö | Petra Svensson/m30/petra.svensson@husbyggen.se/Inköp | 15 | rabatt=3
bygg | Öresunds Bygg & Fasad AB | 556723456 | Hamnvägen 4 | 252 25 | Helsingborg | Ali Rahimi/m31/ali@oresundsbygg.se/Platschef | 48 | påslag=15 påslag-inköp
bygg | Skånska Totalentreprenad AB | 556734567 | Industrigatan 7 | 241 38 | Eslöv | Fredrik Lind/m32/fredrik@skanskatotal.se/VD | 190
bygg | Lindholms Snickeri & Bygg AB | 556745678 | Snickarvägen 3 | 245 34 | Staffanstorp | Henrik Lindholm/m33/henrik@lindholmsbygg.se/Ägare | 400
bygg | Sandby Mark & Bygg HB | 969650123 | Norra Sandbyvägen 22 | 247 31 | Södra Sandby | Cecilia Ahl/m34/cecilia@sandbybygg.se/Delägare | 30
offentlig | Lunds kommun, Serviceförvaltningen | 212000117 | Byggmästaregatan 5 | 222 37 | Lund | Leverantörsfakturor/f35/serviceforvaltningen@exempel.se/Ekonomi; Ola Dahl/m36/ola.dahl@exempel.se/Fastighetstekniker | 6 | favorit efaktura gln=735999000101
offentlig | Lomma kommun, Fastighetsavdelningen | 212000122 | Hamngatan 3 | 234 23 | Lomma | Fakturamottagning/f37/fastighet@exempel.se/Ekonomi | 70 | efaktura gln=735999000202
offentlig | Region Skåne, Regionservice | 232100025 | J A Hedlunds väg 5 | 291 89 | Kristianstad | Fakturaservice/f38/regionservice@exempel.se/Ekonomi | 120 | efaktura svefaktura gln=735999000303
företag | Fastighets AB Tornet i Lund | 556756789 | Stora Södergatan 8 | 222 23 | Lund | Maria Ekdahl/m39/maria@tornetfastigheter.se/Förvaltare | 22 | betalning=20 rabatt=2
företag | Kämnärsrätten Fastigheter AB | 556767890 | Kämnärsvägen 13 | 226 46 | Lund | Fastighetsjouren/f40/jour@kamnarsratten.se/Jour | 90
företag | Restaurang Gränden AB | 556778901 | Klostergatan 16 | 222 22 | Lund | Nikos Papadopoulos/m41/nikos@granden.se/Krögare | 260
företag | Södra Sandby församling | 252004123 | Kyrkvägen 1 | 247 30 | Södra Sandby | Kyrkogårdsförvaltningen/f42/sodrasandby.forsamling@exempel.se/Vaktmästare | 330
företag | Förskolan Solrosen ekonomisk förening | 769656789 | Solrosvägen 2 | 224 68 | Lund | Sara Lind/m43/sara@solrosen.se/Förskolechef | 45
företag | Hotell Kulturen Lund AB | 556789012 | Tomegapsgatan 2 | 223 50 | Lund | Teknisk chef/f44/teknik@hotellkulturen.se/Drift | 28 | betalning=15
företag | Tandläkarna i Dalby AB | 556790123 | Dalbyvägen 30 | 247 50 | Dalby | Lotta Ek/m45/lotta@tandlakarnadalby.se/Praktikchef | 600
företag | Genarps Livs AB | 556801234 | Storgatan 2 | 247 65 | Genarp | Jimmy Nilsson/m46/jimmy@genarpslivs.se/Butikschef | 100 | kontant betalning=0
`),
];

const norrlandClients: Seed[] = [
  ...houses(`
Mattias Lindström | 19780519 | Ersbodavägen 5 | 906 21 | Umeå | Umeå Ersboda 5:112 | m60 | 14
`),
  ...companies(`
brf | Brf Älvsbacka | 769667890 | Älvsbackavägen 8 | 907 42 | Umeå | Tove Berglund/m61/styrelsen@alvsbacka.se/Ordförande | 50
bygg | Västerbottens Bygg AB | 556812345 | Formvägen 16 | 906 21 | Umeå | Nils Marklund/m62/nils@vbbygg.se/Platschef | 9
offentlig | Umeå kommun, Fastighet | 212000246 | Skolgatan 31 | 901 84 | Umeå | Fakturor/f63/fastighet.umea@exempel.se/Ekonomi | 200 | efaktura
`),
];

const badrumClients: Seed[] = [
  ...houses(`
Jenny Holmqvist | 19890908 | Torpavägen 12 | 416 74 | Göteborg | Göteborg Torp 12:3 | m70 | 5
`),
  ...companies(`
brf | Brf Kvillebäcken | 769678901 | Kvilletorget 4 | 417 04 | Göteborg | Emil Strand/m71/emil@kvillebacken.se/Förvaltare | 31
`),
];

async function seedFirmClients(db: Db, firmId: string, seeds: Seed[], firstCode: number) {
  const now = Date.now();
  for (const [i, seed] of seeds.entries()) {
    const code = String(firstCode + i);
    const data = normalizeClientData(clientDataShape.parse({ paymentDelay: 30, ...seed.data, code }));
    const issues = validateClientData(data);
    if (issues.length > 0) throw new Error(`Demokunden ${data.name} är ogiltig: ${JSON.stringify(issues)}`);
    const at = new Date(now - seed.daysAgo * DAY_MS);
    const row = await insertClient(db, {
      ...toClientValues(data),
      firmId,
      lastActivityAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const contacts = data.contacts.map(({ uid, ...c }) => ({ id: uid, ...c, ...contactNumberKeys(c) }));
    await replaceContacts(db, firmId, row.id, contacts);
    await replaceTaxPayers(
      db,
      firmId,
      row.id,
      data.taxPayers.map(({ uid, ...p }) => ({ id: uid, ...p })),
    );
    await recordClientNumber({ db, firmId, code });
  }
}

export async function seedClients(db: Db, context: SeedContext): Promise<void> {
  const firms: Array<[code: string, seeds: Seed[], firstCode: number]> = [
    ['100245', rorfirmanClients, 1001],
    ['100318', norrlandClients, 501],
    ['100402', badrumClients, 1],
  ];
  for (const [code, seeds, firstCode] of firms) {
    const firmId = context.firmIds.get(code);
    if (!firmId) throw new Error(`Demoföretaget ${code} saknas`);
    await seedFirmClients(db, firmId, seeds, firstCode);
  }
}
