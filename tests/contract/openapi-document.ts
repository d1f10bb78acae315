// Helpers for reading openapi.yaml and docs/architecture.md in the contract lint tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';

export const SPEC_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
const ARCHITECTURE_PATH = fileURLToPath(new URL('../../docs/architecture.md', import.meta.url));

export type Document = OpenAPIV3.Document;
export type Schema = OpenAPIV3.SchemaObject;
type SchemaOrRef = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export interface OperationEntry {
  operationId: string;
  method: string;
  path: string;
  operation: OpenAPIV3.OperationObject;
  pathItem: OpenAPIV3.PathItemObject;
}

/** The document as written: `$ref`s intact. */
export async function loadRawDocument(): Promise<Document> {
  return (await SwaggerParser.parse(SPEC_PATH)) as Document;
}

/** The document with every `$ref` replaced by its target. */
export async function loadDereferencedDocument(): Promise<Document> {
  return (await SwaggerParser.dereference(SPEC_PATH)) as Document;
}

export function listOperations(doc: Document): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, pathItem] of Object.entries(doc.paths)) {
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      entries.push({
        operationId: operation.operationId ?? '',
        method: method.toUpperCase(),
        path,
        operation,
        pathItem,
      });
    }
  }
  return entries;
}

export function findOperation(doc: Document, operationId: string): OperationEntry {
  const entry = listOperations(doc).find((candidate) => candidate.operationId === operationId);
  if (!entry) throw new Error(`operation ${operationId} is not in openapi.yaml`);
  return entry;
}

export interface ArchitectureOperation {
  operationId: string;
  method: string;
  path: string;
  bearer: boolean;
  extension: boolean;
}

/** Rows of the "Operations" table, e.g. | `updateMpin` | POST /auth/update-mpin (bearer) | auth |. */
export function readArchitectureOperations(): ArchitectureOperation[] {
  const row = /^\|\s*`(\w+)`\s*\|\s*(GET|POST|PUT|PATCH|DELETE)\s+(\S+)(?:\s+\(([^)]*)\))?\s*\|/;
  const operations: ArchitectureOperation[] = [];
  for (const line of readFileSync(ARCHITECTURE_PATH, 'utf8').split('\n')) {
    const match = row.exec(line);
    if (!match) continue;
    const [, operationId = '', method = '', path = '', notes = ''] = match;
    operations.push({
      operationId,
      method,
      path,
      bearer: /\bbearer\b/.test(notes),
      extension: /\bextension\b/.test(notes),
    });
  }
  return operations;
}

/** The JSON schema of an operation's 200 answer (dereferenced document). */
export function successSchema(doc: Document, operationId: string): Schema {
  const response = findOperation(doc, operationId).operation.responses['200'] as OpenAPIV3.ResponseObject | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} has no JSON 200 answer`);
  return schema as Schema;
}

/**
 * Follows a property path through a dereferenced schema: 'message.orders[]' is the schema of one
 * element of `message.orders`. Throws with the failing step so a missing envelope names itself.
 */
export function schemaAt(root: Schema, path: string): Schema {
  let current = root;
  for (const step of path.split('.').filter(Boolean)) {
    const isArray = step.endsWith('[]');
    const name = isArray ? step.slice(0, -2) : step;
    const next = current.properties?.[name] as Schema | undefined;
    if (!next) throw new Error(`no property '${name}' (in '${path}')`);
    if (isArray) {
      if (next.type !== 'array') throw new Error(`'${name}' is not an array (in '${path}')`);
      const items = next.items as Schema;
      // Items that are one of several shapes lead with the documented one; the others are extensions
      // (the public list's `fields=card`), so a SPEC path reads the first.
      current = (items.oneOf?.[0] as Schema | undefined) ?? items;
    } else {
      current = next;
    }
  }
  return current;
}

/** Child schemas a validator descends into. */
function childSchemas(schema: Schema): SchemaOrRef[] {
  const children: SchemaOrRef[] = [];
  if (schema.properties) children.push(...Object.values(schema.properties));
  if ('items' in schema && schema.items) children.push(schema.items);
  for (const list of [schema.allOf, schema.oneOf, schema.anyOf]) if (list) children.push(...list);
  if (schema.not) children.push(schema.not);
  if (typeof schema.additionalProperties === 'object') children.push(schema.additionalProperties);
  return children;
}

/** Visits every schema node under `root`; `$ref` nodes are reported once and not followed. */
export function walkSchema(root: SchemaOrRef, visit: (schema: SchemaOrRef, where: string) => void, where = '#'): void {
  const seen = new Set<object>();
  const step = (node: SchemaOrRef, at: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    visit(node, at);
    if ('$ref' in node) return;
    for (const [index, child] of childSchemas(node).entries()) step(child, `${at}/${index}`);
  };
  step(root, where);
}

/** Every schema written in the document: components, parameters, request and response bodies. */
export function allSchemaRoots(doc: Document): Array<{ where: string; schema: SchemaOrRef }> {
  const roots: Array<{ where: string; schema: SchemaOrRef }> = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    roots.push({ where: `components.schemas.${name}`, schema });
  }
  const addParameters = (where: string, parameters: OpenAPIV3.PathItemObject['parameters']): void => {
    for (const parameter of parameters ?? []) {
      if ('$ref' in parameter || !parameter.schema) continue;
      roots.push({ where: `${where} parameter ${parameter.name}`, schema: parameter.schema });
    }
  };
  for (const [name, parameter] of Object.entries(doc.components?.parameters ?? {})) {
    if (!('$ref' in parameter) && parameter.schema)
      roots.push({ where: `components.parameters.${name}`, schema: parameter.schema });
  }
  const addContent = (where: string, content: Record<string, OpenAPIV3.MediaTypeObject> | undefined): void => {
    for (const [mediaType, media] of Object.entries(content ?? {})) {
      if (media.schema) roots.push({ where: `${where} ${mediaType}`, schema: media.schema });
    }
  };
  for (const [name, response] of Object.entries(doc.components?.responses ?? {})) {
    if (!('$ref' in response)) addContent(`components.responses.${name}`, response.content);
  }
  for (const { operationId, operation, pathItem, path } of listOperations(doc)) {
    addParameters(path, pathItem.parameters);
    addParameters(operationId, operation.parameters);
    if (operation.requestBody && !('$ref' in operation.requestBody)) {
      addContent(`${operationId} request`, operation.requestBody.content);
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      if (!('$ref' in response)) addContent(`${operationId} ${status}`, response.content);
    }
  }
  return roots;
}
