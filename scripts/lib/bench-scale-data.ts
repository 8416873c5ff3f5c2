/**
 * The scale benchmark's data (issue #6): 1 000 000 documents over 500 firms, generated in PostgreSQL with
 * `INSERT … SELECT generate_series` so it takes minutes, not hours. The demo firm (login demo-admin) is
 * the busiest with 50 000 documents; the other 499 share 950 000 in a long-tailed spread (a few firms of
 * 20 000, most of 1 000–2 000). Each firm gets clients, ~10 folders and documents of every kind over 20
 * months: 30 % archived, 2 % in the trash, 60 % completed. Header and lines are kept small (the lists read
 * the copied columns, never the jsonb), so the table holds 1M rows in about 1 GB.
 *
 * Triggers and foreign-key checks are off while loading (`session_replication_role = replica`), so the
 * list search column is written here the way the table comment describes it: lower-cased number, mark,
 * title, object, client number and client name.
 */
import { swedishSortKey } from '@shared/domain/swedish-sort';
import pg from 'pg';

export const DEMO_FIRM_CODE = '100245';
export const BUSIEST_DOCUMENTS = 50_000;
export const TOTAL_DOCUMENTS = 1_000_000;
export const FIRMS = 500;
const BENCH_PREFIX = 'BENCH';

const firstNames = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Anders', 'Eva', 'Johan', 'Sara', 'Per'];
const lastNames = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Lindqvist',
  'Bergström',
  'Åberg',
  'Sjöberg',
  'Öberg',
];
const companies = [
  'Brf Solrosen',
  'Brf Eken',
  'Fastighets AB Ängen',
  'Bostadsbolaget i Mälardalen',
  'Hyresgården AB',
  'Kommunfastigheter',
  'Brf Sjöutsikten',
  'Lindqvists Bygg AB',
  'Norrby Förvaltning AB',
  'Brf Tallbacken',
];
const marks = [
  'Badrum',
  'Stambyte',
  'Värmepump',
  'Golvvärme',
  'Kök',
  'Varmvattenberedare',
  'Tvättstuga',
  'Fjärrvärme',
  'Service',
  'Akut läcka',
];
const titles = [
  'Renovering av badrum',
  'Stambyte etapp 2',
  'Installation av bergvärmepump',
  'Vattenburen golvvärme i hall och kök',
  'Byte av köksblandare och diskmaskinsventil',
  'Byte av varmvattenberedare 300 l',
  'Ny tvättstuga med golvbrunn',
  'Fjärrvärmecentral, byte',
  'Årlig service av värmesystem',
  'Åtgärd av läckage under diskbänk',
];
const streets = [
  'Storgatan',
  'Kungsgatan',
  'Drottninggatan',
  'Ringvägen',
  'Skolgatan',
  'Björkvägen',
  'Parkgatan',
  'Åsgatan',
];
const cities = ['Uppsala', 'Västerås', 'Stockholm', 'Örebro', 'Enköping', 'Sala', 'Gävle', 'Norrtälje'];
const folderNames = [
  'Brf Solrosen',
  'Garantiärenden',
  'Servicekunder',
  'Nyproduktion 2025',
  'Stambyten',
  'Badrum privatkunder',
  'Offentliga uppdrag',
  'Väntar på svar',
  'Ramavtal',
  'Projekt Kvarnen',
];
/** Which kind each of a firm's ten folders belongs to; the second offer folder is inside the first. */
const folderKinds = [
  'OFFER',
  'OFFER',
  'OFFER',
  'OFFER',
  'WORK_ORDER',
  'WORK_ORDER',
  'WORK_ORDER',
  'INVOICE',
  'INVOICE',
  'ADDITIONAL_ESTIMATE',
];
/** Share of documents per kind, in per mille (sums to 1000). */
const kindShares: [string, number][] = [
  ['OFFER', 300],
  ['INVOICE', 220],
  ['WORK_ORDER', 180],
  ['CUSTOMER_ORDER', 80],
  ['COST_CALCULATION', 60],
  ['ADDITIONAL_ESTIMATE', 50],
  ['UNIX_ORDER', 50],
  ['UNIX_INVOICE', 30],
  ['CREDIT_INVOICE', 20],
  ['INTEREST_INVOICE', 10],
];

function clientNames(): string[] {
  const people = firstNames.flatMap((f) => lastNames.map((l) => `${f} ${l}`));
  return [...people, ...companies];
}

/** Documents per firm: the demo firm's 50 000 first, then a long tail (weight 1/√rank) summing to 950 000. */
export function firmSizes(): number[] {
  const others = FIRMS - 1;
  const rest = TOTAL_DOCUMENTS - BUSIEST_DOCUMENTS;
  const weights = Array.from({ length: others }, (_, i) => 1 / Math.sqrt(i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.floor((rest * w) / sum));
  sizes[0]! += rest - sizes.reduce((a, b) => a + b, 0);
  return [BUSIEST_DOCUMENTS, ...sizes];
}

const kindCase = (() => {
  let upTo = 0;
  const arms = kindShares.map(([kind, share]) => {
    upTo += share;
    return `when g % 1000 < ${upTo} then '${kind}'`;
  });
  return `case ${arms.join(' ')} end`;
})();

export async function countBenchDocuments(client: pg.Client): Promise<number> {
  const r = await client.query('select count(*)::int as n from documents');
  return r.rows[0].n as number;
}

/** Generates everything unless it is already there; answers whether it generated. */
export async function generateScaleData(url: string, log: (text: string) => void): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query('select count(*)::int as n from firms where code like $1', [
      `${BENCH_PREFIX}%`,
    ]);
    if (existing.rows[0].n === FIRMS - 1 && (await countBenchDocuments(client)) >= TOTAL_DOCUMENTS) {
      return false;
    }
    if (existing.rows[0].n > 0) throw new Error('Halvfärdig data från en avbruten körning: kör med --fresh');
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '64MB'`);
    const started = performance.now();
    const step = async (label: string, text: string, values: unknown[] = []) => {
      const t = performance.now();
      const r = await client.query(text, values);
      log(`  ${label}: ${r.rowCount ?? 0} rader, ${((performance.now() - t) / 1000).toFixed(1)} s`);
    };
    await client.query('begin');
    await step(
      'företag',
      `insert into firms (provider_id, code, name, organisation_number, access_level, site_options, feature_flags)
       select d.provider_id, $1 || lpad(i::text, 3, '0'),
              (array['Rörfirma','VVS-Teknik','Värme & Sanitet','Rörläggarna','Installations'])[1 + i % 5]
                || ' ' || (array['Norr','Syd','Öst','Väst','Mälardalen','Bergslagen'])[1 + i % 6] || ' AB',
              '55' || lpad(i::text, 8, '0'), d.access_level, d.site_options, d.feature_flags
       from firms d, generate_series(1, $2::int) i where d.code = $3`,
      [BENCH_PREFIX, FIRMS - 1, DEMO_FIRM_CODE],
    );
    const sizes = firmSizes();
    await client.query(
      `create temp table bench_firms as
       select f.id as firm_id, s.ord::int as ord, s.n::int as n, greatest(20, s.n / 40)::int as clients
       from unnest($1::int[]) with ordinality as s(n, ord)
       join firms f on f.code = case when s.ord = 1 then $2 else $3 || lpad((s.ord - 1)::text, 3, '0') end`,
      [sizes, DEMO_FIRM_CODE, BENCH_PREFIX],
    );
    const names = clientNames();
    await step(
      'kunder',
      `insert into clients (firm_id, code, code_sort, name, name_sort, street, postal_code, city, city_sort,
                            payment_delay_days, search_text)
       select b.firm_id, (90000 + c)::text, '0' || lpad((90000 + c)::text, 12, '0'),
              ($1::text[])[1 + (c * 7 + b.ord) % cardinality($1::text[])],
              ($2::text[])[1 + (c * 7 + b.ord) % cardinality($2::text[])],
              ($3::text[])[1 + c % cardinality($3::text[])] || ' ' || (1 + c % 60),
              (75000 + c % 900)::text, ($4::text[])[1 + c % cardinality($4::text[])],
              lower(($4::text[])[1 + c % cardinality($4::text[])]), 30,
              lower((90000 + c)::text || ' ' || ($1::text[])[1 + (c * 7 + b.ord) % cardinality($1::text[])])
       from bench_firms b, generate_series(1, b.clients) c`,
      [names, names.map(swedishSortKey), streets, cities],
    );
    await client.query(
      `create temp table bench_clients as
       select c.firm_id, (c.code::int - 90000) as ord, c.id, c.code, c.name
       from clients c join bench_firms b on b.firm_id = c.firm_id where c.code ~ '^9[0-9]{4}$'`,
    );
    await client.query('create index on bench_clients (firm_id, ord)');
    await step(
      'mappar',
      `insert into document_folders (firm_id, doc_type, name)
       select b.firm_id, ($1::text[])[k], ($2::text[])[k] from bench_firms b, generate_series(1, 10) k`,
      [folderKinds, folderNames],
    );
    await client.query(
      `update document_folders f set parent_id = p.id
       from document_folders p join bench_firms b on b.firm_id = p.firm_id
       where f.firm_id = p.firm_id and p.name = $1 and f.name = $2`,
      [folderNames[0], folderNames[1]],
    );
    await client.query(
      `create temp table bench_folders as
       select firm_id, doc_type, array_agg(id order by name) as ids
       from document_folders where firm_id in (select firm_id from bench_firms) group by firm_id, doc_type`,
    );
    await client.query('commit');
    await client.query('analyze bench_firms; analyze bench_clients; analyze bench_folders');
    const chunk = 25;
    for (let from = 1; from <= FIRMS; from += chunk) {
      await insertDocuments(from, Math.min(FIRMS, from + chunk - 1), step);
    }
    await client.query('reset session_replication_role');
    log(`  vacuum analyze …`);
    await client.query('vacuum analyze documents');
    await client.query('vacuum analyze clients');
    await client.query('vacuum analyze document_folders');
    log(`Data klar på ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    return true;
  } finally {
    await client.end();
  }
}

type Step = (label: string, text: string, values?: unknown[]) => Promise<void>;

/** One batch of firms' documents; `g` numbers a firm's documents, everything else is derived from it. */
async function insertDocuments(from: number, to: number, step: Step): Promise<void> {
  await step(
    `dokument för företag ${from}–${to}`,
    `with base as (
       select b.firm_id, b.ord, b.clients, g, h1, h2,
              ${kindCase} as doc_type,
              current_date - (h1 % 610)::int as doc_date,
              (h1 / 1000) % 1000 as r,
              (h1 / 1000000) % 100 as s
       from bench_firms b, generate_series(1, b.n) g,
            lateral (select hashint4(g * 2 + b.ord * 1000003)::bigint + 2147483648 as h1,
                            hashint4(g * 2 + 1 + b.ord * 1000003)::bigint + 2147483648 as h2) h
       where b.ord between $1 and $2
     ), shaped as (
       select base.*, c.id as client_id, c.code as client_code, c.name as client_name,
              ($3::text[])[1 + ((h2 / 10000) % cardinality($3::text[]))::int] || ' '
                || split_part(c.name, ' ', 2) as mark,
              ($4::text[])[1 + ((h2 / 100000) % cardinality($4::text[]))::int] as title,
              ($5::text[])[1 + ((h2 / 1000000) % cardinality($5::text[]))::int] || ' ' || (1 + (h2 / 7) % 97)
                || ', ' || ($6::text[])[1 + ((h2 / 10000000) % cardinality($6::text[]))::int] as object,
              r < 600 as completed,
              s < 2 as deleted,
              s >= 2 and s < 32 as archived,
              case when (h2 / 100) % 5 < 2 then f.ids[1 + ((h2 / 500) % cardinality(f.ids))::int] end
                as folder_id
       from base
       join bench_clients c on c.firm_id = base.firm_id and c.ord = 1 + (base.h2 % base.clients)::int
       left join bench_folders f on f.firm_id = base.firm_id and f.doc_type = base.doc_type
     )
     insert into documents (firm_id, doc_type, number, completed, locked, deleted, archived, completed_at,
       doc_date, client_id, mark, title, object, total_sum_ore, total_payable_ore, valid_till, due_date,
       folder_id, archived_at, deleted_at, search_text, created_at, modified_at, header, items)
     select firm_id, doc_type, case when completed then 100000 + g end, completed,
       completed and doc_type in ('INVOICE','CREDIT_INVOICE','INTEREST_INVOICE'),
       deleted, archived,
       case when completed then doc_date + interval '10 hours' end,
       doc_date, client_id, mark, title, object,
       (h1 % 40000 + 500) * 1250, (h1 % 40000 + 500) * 1250,
       case when doc_type = 'OFFER' then doc_date + 30 end,
       case when doc_type in ('INVOICE','INTEREST_INVOICE') then doc_date + 30 end,
       folder_id,
       case when archived then least(now(), doc_date + interval '400 days') end,
       case when deleted then least(now(), doc_date + interval '20 days') end,
       lower(concat_ws(' ', case when completed then (100000 + g)::text end, mark, title, object,
                       client_code, client_name)),
       least(now(), doc_date + interval '8 hours'),
       least(now(), doc_date + interval '9 hours' + (r || ' minutes')::interval),
       jsonb_build_object('docDate', doc_date, 'mark', mark, 'title', title, 'object', object,
                          'clientUid', client_id, 'vatRateBp', 2500),
       '[]'::jsonb
     from shaped`,
    [from, to, marks, titles, streets, cities],
  );
}
