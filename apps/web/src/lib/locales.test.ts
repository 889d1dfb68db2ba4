import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (language: string, namespace = 'common') =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
/** Every namespace of translated strings (country-names is a plain list, checked below). */
const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((file) => file.endsWith('.json') && file !== 'country-names.json')
  .map((file) => file.replace(/\.json$/, ''));

/** Flattens to dotted keys, folding i18next plural suffixes (_one, _other) into one key. */
function keys(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (value && typeof value === 'object')
      for (const inner of keys(value as Record<string, unknown>, `${name}.`)) found.add(inner);
    else {
      expect(typeof value, name).toBe('string');
      expect((value as string).trim(), name).not.toBe('');
      found.add(name);
    }
  }
  return found;
}

describe.each(namespaces)('translation namespace %s', (namespace) => {
  const english = keys(read('en', namespace));
  it.each(['zh', 'ja'])('%s has exactly the keys of English', (language) => {
    expect([...keys(read(language, namespace))].sort()).toEqual([...english].sort());
  });

  it('uses the "other" plural form that Chinese and Japanese need', () => {
    const check = (tree: Record<string, unknown>) => JSON.stringify(tree).includes('_one"');
    expect(check(read('zh', namespace))).toBe(false);
    expect(check(read('ja', namespace))).toBe(false);
  });
});

describe('country names', () => {
  const names = (language: string) =>
    JSON.parse(readFileSync(path.join(localesDir, language, 'country-names.json'), 'utf8')) as Record<
      string,
      string
    >;

  it.each(['en', 'zh', 'ja'])('%s names about 250 countries, ours among them', (language) => {
    const list = names(language);
    expect(Object.keys(list).length).toBeGreaterThanOrEqual(245);
    for (const code of ['HK', 'MO', 'JP', 'GB', 'TH', 'VN', 'PH', 'ID', 'TW', 'CN'])
      expect(list[code], code).toBeTruthy();
  });

  it('has the same codes in every language, in each language its own script', () => {
    expect(Object.keys(names('zh')).sort()).toEqual(Object.keys(names('en')).sort());
    expect(Object.keys(names('ja')).sort()).toEqual(Object.keys(names('en')).sort());
    expect(names('en').JP).toBe('Japan');
    expect(names('zh').JP).toBe('日本');
    expect(names('ja').GB).toBe('イギリス');
    expect(names('zh').GB).toBe('英國');
  });
});
