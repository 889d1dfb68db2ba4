import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.resolve(here, '..');
const contractSource = path.resolve(here, '../../../../packages/contract/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Contract modules that build zod schemas when loaded. */
const zodModules = new Set(
  readdirSync(contractSource)
    .filter(
      (file) =>
        file.endsWith('.ts') && /from 'zod'/.test(readFileSync(path.join(contractSource, file), 'utf8')),
    )
    .map((file) => file.replace(/\.ts$/, '')),
);

describe('the web app and the contract', () => {
  it('imports only types from contract modules that load zod (decision 012)', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(webSource)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@petal\/contract\/([\w-]+)'/g,
      )) {
        const [, wholeType, names = '', module = ''] = match;
        const valueNames = names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '));
        if (zodModules.has(module) && !wholeType && valueNames.length > 0) {
          offences.push(`${path.relative(webSource, file)}: ${valueNames.join(', ')} from ${module}`);
        }
      }
    }
    expect(zodModules.size).toBeGreaterThan(0);
    expect(offences).toEqual([]);
  });
});
