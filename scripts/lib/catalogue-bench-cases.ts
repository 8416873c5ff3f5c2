/**
 * What the catalogue benchmark asks, drawn from the catalogue it runs on (deterministically): suggestions
 * from what a plumber starts typing (3–12 characters of a product word or of an article/RSK number),
 * search pages for a product word with one facet of a real hit selected, and category pages with two
 * facets of a real product in them selected.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/server/platform/db/database';

export interface BenchCases {
  suggest: Array<{ pattern: string; searchArea: 'CATALOGUE_ONLY' }>;
  search: Array<{ pattern: string; selectedFacets: Array<{ id: string; values: string[] }> }>;
  level: Array<{ parentItemId: number; selectedFacets: Array<{ id: string; values: string[] }> }>;
}

/** A small seeded generator (mulberry32): the same cases on every run. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Sample {
  name: string;
  brand: string | null;
  article: string;
  rsk: string | null;
  categoryId: number;
  parentId: number | null;
  facets: string[];
}

export async function benchCases(db: Db, count = 2_000): Promise<BenchCases> {
  const sample = await queryRows<Sample>(
    db,
    sql`select p.name, p.brand, p.article, p.rsk, p.category_id as "categoryId", c.parent_id as "parentId",
          array(select pr.key || ':' || v.key from unnest(p.facet_ids) f
                join catalogue_facet_values v on v.id = f and v.parent_id is null
                join catalogue_facet_properties pr on pr.id = v.property_id) as facets
        from catalogue_products p join catalogue_categories c on c.id = p.category_id
        where p.active and p.id % 17 = 3
        order by p.id limit 20000`,
  );
  const next = random(20_261_121);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const words = (s: Sample) =>
    `${s.name} ${s.brand ?? ''}`
      .split(/[\s\-/]+/)
      .map((w) => w.replace(/[^\p{L}\d,]/gu, ''))
      .filter((w) => w.length >= 3);
  const cases: BenchCases = { suggest: [], search: [], level: [] };
  while (cases.suggest.length < count) {
    const s = pick(sample);
    const length = 3 + Math.floor(next() * 10);
    const code = next() < 0.3;
    const source = code ? (next() < 0.5 || !s.rsk ? s.article : s.rsk) : pick(words(s));
    if (!source || source.length < 3) continue;
    cases.suggest.push({ pattern: source.slice(0, length), searchArea: 'CATALOGUE_ONLY' });
  }
  const facet = (key: string) => {
    const [id, value] = key.split(':');
    return { id: id!, values: [value!] };
  };
  while (cases.search.length < count) {
    const s = pick(sample);
    const candidates = words(s).filter((w) => /\p{L}{4}/u.test(w));
    if (candidates.length === 0 || s.facets.length === 0) continue;
    cases.search.push({ pattern: pick(candidates), selectedFacets: [facet(pick(s.facets))] });
  }
  while (cases.level.length < count) {
    const s = pick(sample);
    const properties = [...new Set(s.facets.map((f) => f.split(':')[0]))];
    if (properties.length < 2) continue;
    const first = pick(s.facets);
    const second = pick(s.facets.filter((f) => f.split(':')[0] !== first.split(':')[0]));
    const category = s.parentId !== null && next() < 0.5 ? s.parentId : s.categoryId;
    cases.level.push({ parentItemId: category, selectedFacets: [facet(first), facet(second)] });
  }
  return cases;
}
