import {
  type Icon,
  IconBath,
  IconFlame,
  IconGauge,
  IconNut,
  IconPipeline,
  IconPropeller,
  IconTools,
  IconWind,
} from '@tabler/icons-react';

/**
 * The wholesaler's top catalogue categories, fixed until the catalogue feature serves them from the
 * database. Ids are stable so the category links (`…-f{id}`, product-spec §2) keep working then.
 */
export interface CatalogueCategory {
  id: number;
  name: string;
  link: string;
}

export interface CatalogueTopCategory extends CatalogueCategory {
  icon: Icon;
  description: string;
  children: CatalogueCategory[];
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/é/g, 'e')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function catalogueLink(name: string, id: number): string {
  return `/catalogue/${slug(name)}-f${id}`;
}

function category(id: number, name: string): CatalogueCategory {
  return { id, name, link: catalogueLink(name, id) };
}

function top(
  id: number,
  name: string,
  icon: Icon,
  description: string,
  children: [number, string][],
): CatalogueTopCategory {
  return { ...category(id, name), icon, description, children: children.map(([i, n]) => category(i, n)) };
}

export const catalogueMenu: readonly CatalogueTopCategory[] = [
  top(100, 'Rör och rördelar', IconPipeline, 'Koppar, PEX, avlopp och kopplingar', [
    [101, 'Kopparrör och kopplingar'],
    [102, 'PEX- och flerskiktsrör'],
    [103, 'Avloppsrör och delar'],
    [104, 'Stålrör och gängade delar'],
    [105, 'Presskopplingar'],
    [106, 'Rörisolering'],
  ]),
  top(200, 'Sanitet', IconBath, 'WC, tvättställ, dusch och badrum', [
    [201, 'WC-stolar och bidéer'],
    [202, 'Tvättställ'],
    [203, 'Duschar och badkar'],
    [204, 'Badrumsmöbler'],
    [205, 'Badrumstillbehör'],
  ]),
  top(300, 'Värme', IconFlame, 'Värmepumpar, radiatorer och golvvärme', [
    [301, 'Värmepumpar'],
    [302, 'Radiatorer och konvektorer'],
    [303, 'Golvvärme'],
    [304, 'Varmvattenberedare'],
    [305, 'Expansionskärl'],
    [306, 'Shuntar och reglering'],
  ]),
  top(400, 'Ventiler och armatur', IconGauge, 'Blandare, kulventiler och termostater', [
    [401, 'Kulventiler'],
    [402, 'Köksblandare'],
    [403, 'Bad- och duschblandare'],
    [404, 'Termostatventiler'],
    [405, 'Back- och säkerhetsventiler'],
  ]),
  top(500, 'Pumpar', IconPropeller, 'Cirkulation, dränering och tryckstegring', [
    [501, 'Cirkulationspumpar'],
    [502, 'Dränkbara pumpar'],
    [503, 'Tryckstegringspumpar'],
    [504, 'Avloppspumpstationer'],
  ]),
  top(600, 'Ventilation', IconWind, 'Aggregat, kanaler, don och fläktar', [
    [601, 'Ventilationsaggregat'],
    [602, 'Spiralfalsrör och kanaler'],
    [603, 'Don och galler'],
    [604, 'Fläktar'],
    [605, 'Filter'],
  ]),
  top(700, 'Verktyg', IconTools, 'Press-, kap- och mätverktyg', [
    [701, 'Pressverktyg'],
    [702, 'Rörtänger och nycklar'],
    [703, 'Kapverktyg'],
    [704, 'Mät- och provtryckning'],
    [705, 'Elverktyg'],
    [706, 'Verktygsförvaring'],
  ]),
  top(800, 'Installationsmaterial', IconNut, 'Infästning, tätning och kemprodukter', [
    [801, 'Infästning och rörupphängning'],
    [802, 'Tätning och gängmaterial'],
    [803, 'Brandtätning'],
    [804, 'Lim och kemprodukter'],
    [805, 'Skruv och plugg'],
  ]),
];
