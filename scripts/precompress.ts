// Writes a .br and a .gz copy beside each compressible file of the build, so the server sends them
// by Accept-Encoding without compressing per request (server/app.ts, @fastify/static preCompressed).
// Run by `vite build` through the plugin below, so every build (npm start, e2e, bench) has them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compressOnce } from '../server/compression.js';

/** Text formats; images and fonts are compressed already, source maps are only for developers. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Compresses every compressible file of dir of at least 1 KiB; keeps an encoding only when it is smaller. */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const encoded = compressOnce(body);
    if (encoded.br.length < body.length) writeFileSync(`${file}.br`, encoded.br);
    if (encoded.gzip.length < body.length) writeFileSync(`${file}.gz`, encoded.gzip);
    written.push({
      file: path.relative(dir, file),
      bytes: body.length,
      br: encoded.br.length,
      gzip: encoded.gzip.length,
    });
  }
  return written;
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'startline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = precompressDirectory(outDir);
      this.info?.(`precompressed ${files.length} files (.br, .gz)`);
    },
  };
}
