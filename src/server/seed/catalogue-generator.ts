/**
 * The deterministic demo catalogue: the same product count, seed and date give the same rows on every
 * machine. Products come in batches so that 500 000 of them never sit in memory at once.
 */
import { buildSearchText, normaliseSearchText } from '@shared/domain/catalogue-search';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import {
  asFacetSet,
  type catalogueCategories,
  type catalogueFreeItems,
  type catalogueProductDetails,
  type catalogueProducts,
  type catalogueStock,
} from '../features/catalogue';
import { FacetRegistry } from './catalogue-facet-registry';
import { pipeFamilies } from './catalogue-families-pipes';
import { roomFamilies } from './catalogue-families-rooms';
import { waterFamilies } from './catalogue-families-water';
import { Rng, weightedIndex } from './catalogue-random';
import { type Family, series } from './catalogue-vocabulary';

export type CategoryRow = typeof catalogueCategories.$inferInsert & { id: number };
export type ProductRow = typeof catalogueProducts.$inferInsert & { id: number };
export type DetailRow = typeof catalogueProductDetails.$inferInsert;
export type StockRow = typeof catalogueStock.$inferInsert;
export type FreeItemRow = typeof catalogueFreeItems.$inferInsert & { id: number };

export const DEMO_CATALOGUE_SEED = 20_261_121;
export const families: readonly Family[] = [...pipeFamilies, ...waterFamilies, ...roomFamilies];

const DAY_MS = 86_400_000;
const shortageMessages = [
  'Restnoterad hos leverantören',
  'Beställningsvara, leverans 3–5 arbetsdagar',
  'Slut i lager, åter inom två veckor',
];
const spareParts = [
  'Termostatinsats',
  'Kartusch 35 mm',
  'Kartusch 40 mm',
  'Packningssats',
  'Spindel',
  'Reglerratt',
  'Backventilsats',
  'Insatsfilter',
  'Tätningsring',
  'Omställare',
];

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The provider writes its article numbers as one letter and five digits (which is why an own article of
 * that shape is refused, api-spec §5). A fixed permutation of 2.6 million numbers keeps them unique.
 */
export function articleNumber(index: number): string {
  const n = (index * 7_654_321 + 99_991) % 2_600_000;
  return `${String.fromCharCode(65 + Math.floor(n / 100_000))}${String(n % 100_000).padStart(5, '0')}`;
}

/** Whole kronor, as list prices are printed. */
const roundKr = (ore: number) => Math.max(100, Math.round(ore / 100) * 100);

export interface GeneratorOptions {
  products: number;
  /** The seed date: campaign ends and novelties are placed relative to it. */
  today: string;
  warehouseIds: readonly string[];
  seed?: number;
}

export class CatalogueGenerator {
  readonly facets = new FacetRegistry();
  readonly categories: CategoryRow[] = [];
  readonly discountGroups = new Map<string, string>();
  private readonly leafOf = new Map<Family, CategoryRow>();
  private readonly cumulative: number[] = [];
  private readonly rng: Rng;
  private readonly lastArticleOf = new Map<Family, string>();

  constructor(private readonly options: GeneratorOptions) {
    this.rng = new Rng(options.seed ?? DEMO_CATALOGUE_SEED);
    let total = 0;
    for (const family of families) {
      total += family.weight;
      this.cumulative.push(total);
      this.leafOf.set(family, this.categoryPath(family.path));
    }
  }

  private categoryPath(names: readonly string[]): CategoryRow {
    let parent = null as CategoryRow | null;
    // A family whose leaf repeats its sub-category's name lives in the sub-category itself.
    const unique = names.filter((n, i) => i === 0 || n !== names[i - 1]);
    for (const name of unique) {
      const parentId = parent ? parent.id : null;
      const siblings = this.categories.filter((c) => c.parentId === parentId);
      let row: CategoryRow | undefined = siblings.find((c) => c.name === name);
      if (!row) {
        const id: number = this.categories.length + 1;
        row = {
          id,
          parentId,
          name,
          sortKey: swedishSortKey(name),
          position: siblings.length,
          depth: (parent?.depth ?? 0) + 1,
          path: [...(parent?.path ?? []), id],
          searchText: buildSearchText([name]),
        };
        this.categories.push(row);
      }
      parent = row;
    }
    return parent!;
  }

  /** Yields products with their page texts and stock, `size` at a time. */
  *productBatches(size: number) {
    const r = this.rng;
    const { today, warehouseIds } = this.options;
    for (let start = 0; start < this.options.products; start += size) {
      const products: ProductRow[] = [];
      const details: DetailRow[] = [];
      const stock: StockRow[] = [];
      for (let i = start; i < Math.min(start + size, this.options.products); i++) {
        const family = families[weightedIndex(r, this.cumulative)]!;
        const brandIndex = r.int(0, family.brands.length - 1);
        const brand = family.brands[brandIndex]!;
        const item = family.make(r, brand);
        const leaf = this.leafOf.get(family)!;
        const id = i + 1;
        const article = articleNumber(i);
        const rsk = family.noRsk ? null : String(1_000_000 + ((i * 7919 + 12_345) % 9_000_000));
        const props: Array<[string, string]> = [['varumarke', brand], ...item.props];
        const facetIds = asFacetSet(props.flatMap(([key, value]) => this.facets.idsFor(key, value)));
        const group = `${family.group}${String(brandIndex).padStart(2, '0')}`;
        if (!this.discountGroups.has(group)) this.discountGroups.set(group, `${leaf.name}, ${brand}`);
        const gross = roundKr(item.priceOre);
        const popularity = Math.floor(1000 * r.next() ** 4);
        const novelty = r.chance(0.02);
        const campaign = r.chance(0.03);
        const goodDeal = r.chance(0.03);
        const turnkey = family.turnkey ? roundKr(gross * 1.25 + r.int(1500, 6000) * 100) : null;
        const previous = this.lastArticleOf.get(family);
        const archived = previous !== undefined && r.chance(0.015);
        if (!archived) this.lastArticleOf.set(family, article);
        products.push({
          id,
          article,
          rsk,
          name: item.name,
          sortKey: swedishSortKey(item.name),
          brand,
          categoryId: leaf.id,
          unit: item.unit ?? 'ST',
          quantityPerUnit: (item.pack ?? 1) * 1000,
          wholesaleQuantity: item.minQty && item.minQty > 1 ? item.minQty * 1000 : null,
          decimalsAllowed: item.decimals ?? false,
          discountGroup: group,
          grossPriceOre: gross,
          campaignPriceOre: campaign ? roundKr(gross * (0.6 + r.next() * 0.2)) : null,
          campaignEndsOn: campaign ? addDays(today, r.int(5, 60)) : null,
          turnkeyPriceOre: turnkey,
          turnkeyAOre: turnkey === null ? null : roundKr(turnkey * 1.2),
          turnkeyBOre: turnkey,
          turnkeyCOre: turnkey === null ? null : roundKr(turnkey * 0.85),
          popularity,
          popular: popularity >= 700,
          novelty,
          goodDeal,
          ceMark: ['pump', 'radiator', 'heater', 'floorheat', 'thermostat', 'tool'].includes(family.icon),
          safeWater: (family.safeWater ?? false) && r.chance(0.85),
          registeredOn: addDays(today, novelty ? -r.int(0, 60) : -r.int(90, 6000)),
          replacementArticles: archived ? [previous] : [],
          facetIds,
          searchText: buildSearchText([item.name, brand, leaf.name]),
          images: [`/media/catalogue/${family.icon}-${brandIndex % 6}.svg`],
          active: !archived,
        });
        details.push({
          productId: id,
          description: `${item.name}. ${family.about}`,
          bulletText: family.bullets.filter(() => r.chance(0.7)),
          properties: props.map(([key, value]) => ({ name: this.facets.propertyName(key), value })),
          documents: r.chance(0.6)
            ? [
                {
                  link: `/media/catalogue/produktblad-${id}.html`,
                  name: 'Produktblad',
                  contentType: 'text/html',
                },
              ]
            : [],
        });
        const stocked = popularity >= 300 ? r.int(4, 16) : r.int(1, 2);
        const offset = r.int(0, warehouseIds.length - 1);
        for (let w = 0; w < Math.min(stocked, warehouseIds.length); w++) {
          const empty = r.chance(0.1);
          stock.push({
            productId: id,
            warehouseId: warehouseIds[(offset + w * 7) % warehouseIds.length]!,
            balance: empty ? 0 : r.int(1, item.unit === 'M' ? 500 : 60) * 1000,
            shortageMessage: empty ? r.pick(shortageMessages) : null,
          });
        }
      }
      yield { products, details, stock };
    }
  }

  /** Spare parts and other non-stock material, a quarter as many as products. */
  *freeItemBatches(size: number) {
    const r = new Rng((this.options.seed ?? DEMO_CATALOGUE_SEED) + 1);
    const count = Math.ceil(this.options.products / 4);
    const brands = [...new Set(families.flatMap((f) => f.brands))];
    for (let start = 0; start < count; start += size) {
      const rows: FreeItemRow[] = [];
      for (let i = start; i < Math.min(start + size, count); i++) {
        const brand = r.pick(brands);
        const name = `${r.pick(spareParts)} ${brand} ${r.pick(series)}`;
        const prefix = normaliseSearchText(brand).replaceAll(' ', '').slice(0, 3).toUpperCase();
        const code = `${prefix}${String(100_000 + i * 37).padStart(7, '0')}`;
        rows.push({
          id: i + 1,
          code,
          name,
          sortKey: swedishSortKey(name),
          supplier: brand,
          description: `Reservdel från ${brand}. Beställs hem till ditt lager.`,
          unit: 'ST',
          grossPriceOre: roundKr(r.logUniform(4_000, 250_000)),
          popularity: Math.floor(1000 * r.next() ** 4),
          searchText: buildSearchText([name, brand]),
        });
      }
      yield rows;
    }
  }
}
