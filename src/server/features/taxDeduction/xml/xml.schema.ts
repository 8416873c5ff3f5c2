/**
 * Checks a "Begäran om utbetalning" file against Skatteverket's schema (vendor/skatteverket/rot-v6) with
 * libxml2 compiled to WebAssembly (xmllint-wasm), so production and the tests use the same validator.
 * Only the schema: Skatteverket's own rules are in xml.rules.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

export const rotSchemaFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../vendor/skatteverket/rot-v6',
);

/**
 * Paths inside xmllint's in-memory file system mirror the vendored layout: Begaran.xsd imports the
 * component schema as `../../komponent/V6/BegaranCOMPONENT.xsd`, resolved against its own file name.
 */
export const rotSchemaFiles = {
  main: 'ht/begaran/V6/Begaran.xsd',
  component: 'ht/komponent/V6/BegaranCOMPONENT.xsd',
} as const;

const XML_FILE_NAME = 'begaran.xml';
const DOCUMENT_LINE = /^begaran\.xml:(\d+): (.*)$/;
/** xmllint's exit code for a document that is not well-formed XML (3 and 4 are schema violations). */
const NOT_WELL_FORMED = 1;

interface RotSchema {
  main: XMLFileInfo;
  component: XMLFileInfo;
}

let schema: Promise<RotSchema> | null = null;

async function readSchemaFile(fileName: string): Promise<XMLFileInfo> {
  return { fileName, contents: await readFile(path.join(rotSchemaFolder, fileName)) };
}

/** Read once, on first use; a failed read is not cached so a later call can try again. */
function loadSchema(): Promise<RotSchema> {
  schema ??= Promise.all([
    readSchemaFile(rotSchemaFiles.main),
    readSchemaFile(rotSchemaFiles.component),
  ]).then(
    ([main, component]) => ({ main, component }),
    (error: unknown) => {
      schema = null;
      throw error;
    },
  );
  return schema;
}

/**
 * xmllint's report lists, besides the document's errors, warnings about the schema files themselves
 * (Skatteverket's metadata uses a relative namespace URI) and source excerpts under each message. Only
 * the `begaran.xml:<line>: <message>` lines are about the file we check.
 */
function documentMessages(report: string): string[] {
  const messages: string[] = [];
  for (const line of report.split('\n')) {
    const match = DOCUMENT_LINE.exec(line);
    if (match) messages.push(`Rad ${match[1]}: ${match[2]!.trim()}`);
  }
  return messages.length > 0 ? messages : [`Filen kunde inte kontrolleras mot schemat: ${report.trim()}`];
}

/** xmllint rejects a document it cannot parse; that is the document's fault, so it becomes a message. */
function notWellFormedReport(error: unknown): string | null {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== NOT_WELL_FORMED) return null;
  return error.message;
}

/** Every schema violation of `xml` (an empty list means it is valid against Begaran.xsd, version 6). */
export async function validateRotXml(xml: string): Promise<string[]> {
  const { main, component } = await loadSchema();
  try {
    const result = await validateXML({
      xml: { fileName: XML_FILE_NAME, contents: xml },
      schema: [main],
      preload: [component],
    });
    return result.valid ? [] : documentMessages(result.rawOutput);
  } catch (error) {
    const report = notWellFormedReport(error);
    if (report === null) throw error;
    return documentMessages(report);
  }
}
