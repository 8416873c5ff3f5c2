/**
 * Skatteverket's "Begäran om utbetalning" for ROT, XML schema version 6 (vendor/skatteverket/rot-v6).
 * The builder writes what it is given, in the schema's element order: it neither rounds nor repairs.
 * Callers check `rotRequestProblems` first and validate the result with `validateRotXml` before the file
 * is handed out, so a wrong value is refused with a message instead of being silently changed.
 */
import { type RotWorkType, rotWorkTypes, rotWorkTypeXmlElements } from '@shared/domain/rot/work-types';
import { create } from 'xmlbuilder2';

/** The root element's namespace (Begaran.xsd). */
export const ROT_BEGARAN_NAMESPACE = 'http://xmls.skatteverket.se/se/skatteverket/ht/begaran/6.0';
/** Everything below the root is declared in BegaranCOMPONENT.xsd, with `elementFormDefault="qualified"`. */
export const ROT_COMPONENT_NAMESPACE = 'http://xmls.skatteverket.se/se/skatteverket/ht/komponent/begaran/6.0';

export interface RotWork {
  type: RotWorkType;
  /** Whole hours: the schema's AntalTimmar is an integer (0–999). */
  hours: number;
  materialCostKr: number;
}

/** One buyer's case ("Arenden"); amounts in whole kronor, as Skatteverket wants them. */
export interface RotCase {
  /** 12 digits, ÅÅÅÅMMDDNNNN. */
  buyerPersonalNumber: string;
  /** YYYY-MM-DD. */
  paymentDate: string;
  priceForWorkKr: number;
  paidAmountKr: number;
  requestedAmountKr: number;
  invoiceNumber: string | null;
  otherCostKr: number | null;
  propertyDesignation: string | null;
  flatNumber: string | null;
  associationOrgNumber: string | null;
  works: RotWork[];
}

export interface RotRequest {
  /** NamnPaBegaran: the firm's own name for the file, 1–16 characters. */
  name: string;
  cases: RotCase[];
}

/** The package's root exports no node type; every `create` overload returns the same builder. */
type XMLBuilder = ReturnType<typeof create>;

const workOrder = new Map<RotWorkType, number>(rotWorkTypes.map((type, i) => [type, i]));

/** UtfortArbete is an xs:sequence: the work types must follow the schema's order, not the input's. */
function inSchemaOrder(works: readonly RotWork[]): RotWork[] {
  return [...works].sort((a, b) => workOrder.get(a.type)! - workOrder.get(b.type)!);
}

function addText(parent: XMLBuilder, name: string, value: string | number): void {
  parent.ele(ROT_COMPONENT_NAMESPACE, name).txt(String(value));
}

function addOptional(parent: XMLBuilder, name: string, value: string | number | null): void {
  if (value !== null) addText(parent, name, value);
}

/** The schema allows a dash in BrfOrgNr, but Skatteverket's own files carry the ten digits only. */
function digitsOnly(value: string | null): string | null {
  return value === null ? null : value.replace(/\D/g, '');
}

function addWorks(arende: XMLBuilder, works: readonly RotWork[]): void {
  if (works.length === 0) return;
  const utfort = arende.ele(ROT_COMPONENT_NAMESPACE, 'UtfortArbete');
  for (const work of inSchemaOrder(works)) {
    const element = utfort.ele(ROT_COMPONENT_NAMESPACE, rotWorkTypeXmlElements[work.type]);
    addText(element, 'AntalTimmar', work.hours);
    addText(element, 'Materialkostnad', work.materialCostKr);
  }
}

/** RotArendeTYPE: ArendeTYPE's elements first, then the ROT extension (property or flat, then the work). */
function addCase(rotBegaran: XMLBuilder, c: RotCase): void {
  const arende = rotBegaran.ele(ROT_COMPONENT_NAMESPACE, 'Arenden');
  addText(arende, 'Kopare', c.buyerPersonalNumber.replace(/\D/g, ''));
  addText(arende, 'BetalningsDatum', c.paymentDate);
  addText(arende, 'PrisForArbete', c.priceForWorkKr);
  addText(arende, 'BetaltBelopp', c.paidAmountKr);
  addText(arende, 'BegartBelopp', c.requestedAmountKr);
  addOptional(arende, 'FakturaNr', c.invoiceNumber);
  addOptional(arende, 'Ovrigkostnad', c.otherCostKr);
  addOptional(arende, 'Fastighetsbeteckning', c.propertyDesignation);
  addOptional(arende, 'LagenhetsNr', c.flatNumber);
  addOptional(arende, 'BrfOrgNr', digitsOnly(c.associationOrgNumber));
  addWorks(arende, c.works);
}

/**
 * The file as UTF-8 text. Namespaces are declared as in Skatteverket's example RotBegaran.xml: the root in
 * the begaran namespace, NamnPaBegaran and RotBegaran switching the default namespace to the component's,
 * so each declaration is written once rather than on every element.
 */
export function buildRotRequestXml(request: RotRequest): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(ROT_BEGARAN_NAMESPACE, 'Begaran');
  addText(root, 'NamnPaBegaran', request.name);
  const rotBegaran = root.ele(ROT_COMPONENT_NAMESPACE, 'RotBegaran');
  for (const c of request.cases) addCase(rotBegaran, c);
  return doc.end({ prettyPrint: true });
}
