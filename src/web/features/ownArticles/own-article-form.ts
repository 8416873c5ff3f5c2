/**
 * The own article dialog's values and their conversion to the contract's `data`. Prices are typed as
 * Swedish text (`1 234,50`) and sent as öre; the rules are the contract's schema with the article's
 * saved billing type, so the browser says what the server would.
 */
import {
  type OwnArticleData,
  type OwnArticleListRow,
  ownArticleDataSchema,
} from '@shared/api/ownArticles.api';
import { ARTICLE_CODE_MAX_LENGTH } from '@shared/domain/article-code';
import { type OwnArticleType, switchableOwnArticleTypes } from '@shared/domain/own-article';
import { combineErrors, type FieldErrors, inputToOre, oreToInput, zodFieldErrors } from '../../kit';

export interface OwnArticleFormValues {
  code: string;
  description: string;
  unit: string;
  price: string;
  purchasePrice: string;
  ownArticleType: OwnArticleType;
  applyDiscount: boolean;
  /** The article is one client's own (then `clientUid` names the client). */
  forClient: boolean;
  clientUid: string | null;
}

/** The rules of product-spec §5 as the user reads them next to the field. */
export const articleCodeHint = `Högst ${ARTICLE_CODE_MAX_LENGTH} tecken utan mellanslag. Får inte börja med / eller "text". En bokstav följd av siffror kräver minst sex siffror, till exempel A123456.`;

export const clientRequiredMessage = 'Välj kunden som artikeln gäller för';

export function emptyOwnArticleValues(): OwnArticleFormValues {
  return {
    code: '',
    description: '',
    unit: 'st',
    price: '',
    purchasePrice: '',
    ownArticleType: 'SERVICE',
    applyDiscount: false,
    forClient: false,
    clientUid: null,
  };
}

export function valuesOfArticle(article: OwnArticleData): OwnArticleFormValues {
  return {
    code: article.code,
    description: article.description,
    unit: article.unit,
    price: oreToInput(article.priceOre),
    purchasePrice: oreToInput(article.purchasePriceOre),
    ownArticleType: article.ownArticleType,
    applyDiscount: article.applyDiscount,
    forClient: article.clientUid !== null,
    clientUid: article.clientUid,
  };
}

/** The contract's field names where the dialog calls a field differently (server path → form field). */
export const ownArticleFieldNames: Record<string, string> = {
  priceOre: 'price',
  purchasePriceOre: 'purchasePrice',
};

function rename(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([f, m]) => [ownArticleFieldNames[f] ?? f, m]));
}

/**
 * The data to send, or the errors to show. `savedType` is the billing type stored before this edit
 * (null for a new article): it decides which type changes are allowed.
 */
export function ownArticleDataOf(
  values: OwnArticleFormValues,
  savedType: OwnArticleType | null,
): { ok: true; data: OwnArticleData } | { ok: false; errors: FieldErrors } {
  const price = inputToOre(values.price);
  const purchase = inputToOre(values.purchasePrice);
  const data: OwnArticleData = {
    code: values.code.trim(),
    description: values.description.trim(),
    unit: values.unit.trim(),
    priceOre: price.ok ? price.value : null,
    purchasePriceOre: purchase.ok ? purchase.value : null,
    ownArticleType: values.ownArticleType,
    applyDiscount: values.applyDiscount,
    clientUid: values.forClient ? values.clientUid : null,
  };
  const typing: FieldErrors = {};
  if (!price.ok) typing.price = price.error;
  if (!purchase.ok) typing.purchasePrice = purchase.error;
  if (values.forClient && !values.clientUid) typing.clientUid = clientRequiredMessage;
  const errors = combineErrors(typing, rename(zodFieldErrors(ownArticleDataSchema(savedType), data)));
  return Object.keys(errors).length === 0 ? { ok: true, data } : { ok: false, errors };
}

/** Mantine form's `validate`: the same check, field by field. */
export function validateOwnArticleValues(values: OwnArticleFormValues, savedType: OwnArticleType | null) {
  const result = ownArticleDataOf(values, savedType);
  return result.ok ? {} : result.errors;
}

/** Billing types the dialog offers: any for a new article, labour ↔ ROT labour for a saved one. */
export function selectableTypes(
  allTypes: readonly OwnArticleType[],
  savedType: OwnArticleType | null,
  switchable: readonly OwnArticleType[] = switchableOwnArticleTypes,
): OwnArticleType[] {
  if (savedType === null) return [...allTypes];
  return switchable.includes(savedType) ? allTypes.filter((t) => switchable.includes(t)) : [savedType];
}

/** A row of the list is enough to open the dialog: it carries the data and the version. */
export function articleOfRow(row: OwnArticleListRow): OwnArticleData {
  return {
    code: row.code,
    description: row.description,
    unit: row.unit,
    priceOre: row.priceOre,
    purchasePriceOre: row.purchasePriceOre,
    ownArticleType: row.ownArticleType,
    applyDiscount: row.applyDiscount,
    clientUid: row.clientUid,
  };
}

/** A list row as the article the edit dialog opens with. */
export function editedArticleOf(row: OwnArticleListRow) {
  return {
    uid: row.uid,
    version: row.version,
    data: articleOfRow(row),
    client: row.clientUid ? { uid: row.clientUid, code: row.clientCode, name: row.clientName } : null,
  };
}
