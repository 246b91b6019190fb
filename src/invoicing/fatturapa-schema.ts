import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * The official schema of FatturaPA 1.2.2 and the XML-signature schema it imports, kept beside this
 * file (schema/README.md says where their text comes from). libxml2, compiled to WebAssembly, checks
 * a document against them: no native build, a few milliseconds per invoice.
 */
const SCHEMA_DIR = new URL('./schema/', import.meta.url);
const MAIN = 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd';
const SIGNATURE = 'xmldsig-core.xsd';

let schemas: Promise<{ main: string; signature: string }> | undefined;
const loadSchemas = () =>
  (schemas ??= Promise.all([readFile(fileURLToPath(new URL(MAIN, SCHEMA_DIR)), 'utf8'), readFile(fileURLToPath(new URL(SIGNATURE, SCHEMA_DIR)), 'utf8')]).then(([main, signature]) => ({ main, signature })));

/** The schema's complaints about a document (element and reason, never its values' context), empty when it is valid. */
export async function fatturaPaSchemaErrors(xml: string): Promise<string[]> {
  const { main, signature } = await loadSchemas();
  const result = await validateXML({
    xml: { fileName: 'fattura.xml', contents: xml },
    schema: { fileName: MAIN, contents: main },
    preload: { fileName: SIGNATURE, contents: signature },
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

/** The schema's complaints quote the values; logs get only the elements they are about. */
export const elementsOf = (errors: readonly string[]) => [...new Set(errors.map((error) => /Element '([^']+)'/.exec(error)?.[1] ?? 'document'))];

export class InvalidFatturaPaError extends Error {
  constructor(readonly errors: string[]) {
    super(`FatturaPA XML does not match the schema at ${elementsOf(errors).join(', ')}`);
    this.name = 'InvalidFatturaPaError';
  }
}
