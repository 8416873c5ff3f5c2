/**
 * The official checks of an e-invoice (decision 0050), for the tests and the benchmark: the UBL 2.1
 * schema (xmllint-wasm) and the CEN and PEPPOL Schematron rule sets (SaxonJS, the published SEF
 * files); Svefaktura's SFTI schema and business rules (XSLT 2.0, compiled once to SEF with xslt3 into
 * `.tmp`). All from `../shared/validators`, never copied into the project. Each file is read once.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// @ts-expect-error saxon-js ships no types
import SaxonJS from 'saxon-js';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

export const validatorsFolder = path.resolve(import.meta.dirname, '../../../../shared/validators');
export const peppolFolder = path.join(validatorsFolder, 'peppol');
export const svefakturaFolder = path.join(validatorsFolder, 'svefaktura');
export const hasValidators = existsSync(peppolFolder) && existsSync(svefakturaFolder);
export const validatorsSkipNote = hasValidators ? '' : ` (hoppas över: ${validatorsFolder} saknas)`;

function schemaFiles(root: string, folders: readonly string[]): XMLFileInfo[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((f) => f.endsWith('.xsd'))
      .map((f) => ({ fileName: `${folder}/${f}`, contents: readFileSync(path.join(root, folder, f)) })),
  );
}

let peppolSchemas: XMLFileInfo[] | null = null;
let svefakturaSchemas: XMLFileInfo[] | null = null;

async function schemaErrors(xml: string, main: string, files: XMLFileInfo[]): Promise<string[]> {
  const schema = files.find((f) => f.fileName === main)!;
  const result = await validateXML({
    xml: { fileName: 'e-invoice.xml', contents: xml },
    schema: [schema],
    preload: files.filter((f) => f !== schema),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** UBL 2.1 schema errors of an Invoice or CreditNote (empty: valid). */
export function ublSchemaErrors(xml: string): Promise<string[]> {
  peppolSchemas ??= schemaFiles(path.join(peppolFolder, 'xsd'), ['common', 'maindoc']);
  const main = xml.includes('<CreditNote') ? 'maindoc/UBL-CreditNote-2.1.xsd' : 'maindoc/UBL-Invoice-2.1.xsd';
  return schemaErrors(xml, main, peppolSchemas);
}

/** Svefaktura 1.0 (SFTI BasicInvoice) schema errors. */
export function svefakturaSchemaErrors(xml: string): Promise<string[]> {
  svefakturaSchemas ??= schemaFiles(path.join(svefakturaFolder, 'schema'), ['common', 'maindoc', 'codelist']);
  return schemaErrors(xml, 'maindoc/SFTI-BasicInvoice-1.0.xsd', svefakturaSchemas);
}

const ruleSets = ['CEN-EN16931-UBL', 'PEPPOL-EN16931-UBL'] as const;
const compiled = new Map<string, unknown>();

function stylesheet(name: string): unknown {
  let sef = compiled.get(name);
  if (!sef) {
    sef = JSON.parse(readFileSync(path.join(peppolFolder, 'rules', `${name}.sef.json`), 'utf8'));
    compiled.set(name, sef);
  }
  return sef;
}

const FAILED_ASSERT = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;

/** Every `svrl:failed-assert` of both rule sets as "id [flag]: text"; `fatalOnly` keeps the errors. */
export function peppolRuleFailures(xml: string, fatalOnly = true): string[] {
  const failures: string[] = [];
  for (const name of ruleSets) {
    const result = SaxonJS.transform(
      { stylesheetInternal: stylesheet(name), sourceText: xml, destination: 'serialized' },
      'sync',
    ) as { principalResult: string };
    for (const match of result.principalResult.matchAll(FAILED_ASSERT)) {
      const attrs = match[1]!;
      const flag = /flag="([^"]*)"/.exec(attrs)?.[1] ?? '';
      if (fatalOnly && flag !== 'fatal') continue;
      const id = /id="([^"]*)"/.exec(attrs)?.[1] ?? '?';
      const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2]!)?.[1]?.trim() ?? '';
      failures.push(`${name} ${id} [${flag}]: ${text}`);
    }
  }
  return failures;
}

const svefakturaRulesXsl = path.join(svefakturaFolder, 'schema', 'rules_svefaktura_2016-09-01.xsl');
let svefakturaRules: unknown = null;

/**
 * Compiles the SFTI rules (XSLT 2.0) to SEF for SaxonJS, cached in `.tmp` under the XSL's hash so a new
 * rule file compiles anew; call it in a `beforeAll` (a few seconds the first time).
 */
export function loadSvefakturaRules(): void {
  if (svefakturaRules !== null) return;
  const hash = createHash('sha256').update(readFileSync(svefakturaRulesXsl)).digest('hex').slice(0, 16);
  const cacheFolder = path.resolve(import.meta.dirname, '../../../.tmp');
  const sef = path.join(cacheFolder, `svefaktura-rules-${hash}.sef.json`);
  if (!existsSync(sef)) {
    mkdirSync(cacheFolder, { recursive: true });
    const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
    execFileSync(process.execPath, [
      xslt3,
      `-xsl:${svefakturaRulesXsl}`,
      `-export:${sef}`,
      '-nogo',
      '-relocate:on',
    ]);
  }
  svefakturaRules = JSON.parse(readFileSync(sef, 'utf8'));
}

/** Every `svrl:failed-assert` of the SFTI rules as "[R-nn] text"; the rules flag none as a mere warning. */
export function svefakturaRuleFailures(xml: string): string[] {
  loadSvefakturaRules();
  const result = SaxonJS.transform(
    { stylesheetInternal: svefakturaRules, sourceText: xml, destination: 'serialized' },
    'sync',
  ) as { principalResult: string };
  return [...result.principalResult.matchAll(FAILED_ASSERT)].map((match) => {
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2]!)?.[1] ?? '';
    return text.replace(/\s+/g, ' ').trim();
  });
}
