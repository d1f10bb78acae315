// Types for scripts/gen-api.mjs, imported by tests/contract/schema-fresh.test.ts.
export declare const SPEC_URL: URL;
export declare const SCHEMA_TYPES_URL: URL;
export declare function renderApiTypes(specUrl?: URL): Promise<string>;
