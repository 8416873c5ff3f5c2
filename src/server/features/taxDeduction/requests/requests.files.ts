import { invalidXml } from '../taxDeduction.errors';
import { buildRotRequestXml, type RotRequest } from '../xml/xml.files';
import { validateRotXml } from '../xml/xml.schema';

/**
 * The file's text, only when Skatteverket's schema accepts it. The rules were checked first, so a file
 * the schema refuses is a fault of ours: never handed out, but a 500 with the schema's lines in the log.
 */
export async function schemaCheckedXml(request: RotRequest): Promise<string> {
  const xml = buildRotRequestXml(request);
  const problems = await validateRotXml(xml);
  if (problems.length > 0) throw invalidXml(problems);
  return xml;
}
