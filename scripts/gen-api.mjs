// Generates src/api/schema.d.ts from openapi.yaml (`npm run gen:api`).
// A script rather than the openapi-typescript CLI so that the file and the freshness test
// (tests/contract/schema-fresh.test.ts) come from one function with one set of options, and so
// that multipart `format: binary` fields become `Blob` (the CLI can only say `string`).
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';

export const SPEC_URL = new URL('../openapi.yaml', import.meta.url);
export const SCHEMA_TYPES_URL = new URL('../src/api/schema.d.ts', import.meta.url);

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/** @param {URL} [specUrl] @returns {Promise<string>} the text of schema.d.ts */
export async function renderApiTypes(specUrl = SPEC_URL) {
  const ast = await openapiTS(specUrl, {
    silent: true,
    transform(schemaObject) {
      if ('format' in schemaObject && schemaObject.format === 'binary') {
        return schemaObject.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      }
      return undefined;
    },
  });
  return COMMENT_HEADER + astToString(ast);
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  writeFileSync(SCHEMA_TYPES_URL, await renderApiTypes(), 'utf8');
  console.log(`openapi.yaml -> ${fileURLToPath(SCHEMA_TYPES_URL)}`);
}
