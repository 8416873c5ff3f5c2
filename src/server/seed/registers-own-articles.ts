import { normalizeOwnCommentCode, ownCommentCodeSortKey } from '@shared/domain/article-code';
import { type OwnArticleType, validateOwnArticle, validateOwnComment } from '@shared/domain/own-article';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { and, asc, eq } from 'drizzle-orm';
import { clients } from '../features/clients';
import { insertOwnArticle, setPreselected } from '../features/ownArticles';
import { insertOwnComment } from '../features/ownComments';
import type { Db } from '../platform/db/database';
import type { SeedContext } from './demo-seed';

type ArticleSeed = [
  code: string,
  description: string,
  unit: string,
  priceKr: number,
  type: OwnArticleType,
  purchaseKr?: number,
];

/** Standard charges of a Skåne plumbing firm, prices in kronor excluding VAT. */
export const demoOwnArticles: ArticleSeed[] = [
  ['ARB1', 'Arbete montör, per timme', 'tim', 650, 'SERVICE'],
  ['ARBROT', 'Arbete montör, ROT-berättigat', 'tim', 650, 'ROT_SERVICE'],
  ['ARB2', 'Arbete lärling, per timme', 'tim', 495, 'SERVICE'],
  ['ARBJOUR', 'Jourarbete kvällar och helger, per timme', 'tim', 975, 'SERVICE'],
  ['ARBOB', 'OB-tillägg, per timme', 'tim', 250, 'SERVICE'],
  ['FELSOK', 'Felsökning, första timmen', 'tim', 750, 'SERVICE'],
  ['PROVTRYCK', 'Provtryckning av tappvattensystem', 'st', 1200, 'SERVICE'],
  ['BESIKTNING', 'Egenkontroll och protokoll enligt Säker Vatten', 'st', 1850, 'SERVICE'],
  ['DOKUMENT', 'Dokumentation och relationsritning', 'st', 450, 'SERVICE'],
  ['SPOLNING', 'Spolning av avlopp, per timme', 'tim', 1150, 'SERVICE'],
  ['FILMNING', 'Rörinspektion med kamera', 'st', 2400, 'SERVICE'],
  ['KARNBORR', 'Kärnborrning, per hål', 'st', 850, 'SERVICE'],
  ['VVBINST', 'Byte av varmvattenberedare, arbete', 'st', 4500, 'ROT_SERVICE'],
  ['WCBYTE', 'Byte av WC-stol, arbete', 'st', 1950, 'ROT_SERVICE'],
  ['SERVICEBIL', 'Servicebil, per tillfälle', 'st', 395, 'TRANSPORT'],
  ['RESA', 'Resekostnad, per mil', 'mil', 65, 'TRANSPORT'],
  ['FRAKT', 'Frakt och emballage', 'st', 295, 'TRANSPORT'],
  ['BOMKORNING', 'Bomkörning, framkörning utan utfört arbete', 'st', 595, 'TRANSPORT'],
  ['FORBRUK', 'Förbrukningsmaterial (gängtätning, fästmaterial)', 'st', 185, 'MATERIAL', 60],
  ['SMAMTRL', 'Småmaterial enligt schablon', 'st', 95, 'MATERIAL', 35],
  ['MILJO', 'Miljöavgift, omhändertagande av gammal utrustning', 'st', 250, 'OTHER'],
  ['DEPONI', 'Deponiavgift, bortforsling av varmvattenberedare', 'st', 350, 'OTHER'],
  ['HYRTORK', 'Hyra av byggtork, per dygn', 'dygn', 180, 'OTHER'],
  ['HYRSPOL', 'Hyra av spolmaskin, per dag', 'dag', 450, 'OTHER'],
  ['PARKERING', 'Parkeringsavgift', 'st', 120, 'OTHER'],
];

export const demoOwnComments: Array<[code: string, text: string]> = [
  ['text1', 'Arbetet utförs enligt branschreglerna Säker Vatten.'],
  ['text2', 'Offerten gäller i 30 dagar från offertdatum.'],
  [
    'text3',
    'ROT-avdraget förutsätter att köparen har avdragsutrymme kvar för året. Vi begär utbetalning från Skatteverket när fakturan är betald.',
  ],
  ['text4', 'Fri framkörning inom Lunds kommun.'],
  ['text5', 'Tillkommande arbeten (ÄTA) debiteras löpande enligt gällande timpris efter överenskommelse.'],
  ['text6', 'Garanti: två år på utfört arbete, material enligt tillverkarens villkor.'],
  ['text7', 'Kunden ser till att arbetsplatsen är tillgänglig och att vattnet kan stängas av.'],
  ['text8', 'Bortforsling av emballage och gammal utrustning ingår.'],
  [
    'text9',
    'Betalningsvillkor 30 dagar netto. Vid sen betalning debiteras dröjsmålsränta enligt räntelagen.',
  ],
  [
    'text10',
    'Material enligt bifogad specifikation:\n- blandare enligt kundens val\n- kopplingar och rördelar',
  ],
  ['text11', 'Tack för förtroendet!'],
];

const kr = (value: number) => Math.round(value * 100);

export async function seedOwnArticlesAndComments(db: Db, context: SeedContext): Promise<void> {
  const firmId = context.firmIds.get('100245');
  if (!firmId) throw new Error('Demo firm 100245 is missing');
  const now = new Date('2026-11-02T08:00:00Z');
  let preselected: string | null = null;
  for (const [code, description, unit, priceKr, type, purchaseKr] of demoOwnArticles) {
    const input = {
      code,
      description,
      unit,
      priceOre: kr(priceKr),
      purchasePriceOre: purchaseKr === undefined ? null : kr(purchaseKr),
      ownArticleType: type,
      applyDiscount: type === 'MATERIAL',
    };
    const issues = validateOwnArticle(input);
    if (issues.length > 0) throw new Error(`Demo own article ${code}: ${issues[0]!.message}`);
    const id = await insertOwnArticle(db, firmId, {
      ...input,
      articleType: type,
      clientId: null,
      descriptionSort: swedishSortKey(description),
      now,
    });
    if (code === 'ARB1') preselected = id;
  }
  await setPreselected(db, firmId, preselected);
  // A framework agreement with the firm's first client: its own hourly rate as its own article.
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firmId, firmId)))
    .orderBy(asc(clients.codeSort))
    .limit(1);
  if (client) {
    await insertOwnArticle(db, firmId, {
      code: 'ARBAVTAL',
      description: 'Arbete montör enligt ramavtal, per timme',
      descriptionSort: swedishSortKey('Arbete montör enligt ramavtal, per timme'),
      unit: 'tim',
      priceOre: kr(590),
      purchasePriceOre: null,
      articleType: 'SERVICE',
      applyDiscount: false,
      clientId: client.id,
      now,
    });
  }
  for (const [code, text] of demoOwnComments) {
    const issues = validateOwnComment({ code, text });
    if (issues.length > 0) throw new Error(`Demo own comment ${code}: ${issues[0]!.message}`);
    const normalized = normalizeOwnCommentCode(code);
    await insertOwnComment(db, firmId, {
      code: normalized,
      codeSort: ownCommentCodeSortKey(normalized),
      text,
      textSort: swedishSortKey(text.slice(0, 200)),
      now,
    });
  }
}
