#!/usr/bin/env node
// Adds or updates translation keys in every dictionary at once, keeping the files sorted, so several people
// can add keys without overwriting each other's: run it under a lock,
//   flock /tmp/dictionaries.lock node scripts/merge-dictionary-keys.mjs keys.json
// where keys.json is { "feature.area.phrase": { "en": "...", "ru": "...", "ar": "..." }, ... }.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['en', 'ru', 'ar'];
const dir = path.resolve(import.meta.dirname, '../packages/core/src/i18n/dictionaries');
const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/merge-dictionary-keys.mjs keys.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8'));
const problems = Object.entries(additions)
  .filter(([, texts]) => LANGUAGES.some((language) => typeof texts?.[language] !== 'string'))
  .map(([key]) => key);
if (problems.length > 0) {
  console.error(`every key needs en, ru and ar texts; missing for: ${problems.join(', ')}`);
  process.exit(1);
}
for (const language of LANGUAGES) {
  const file = path.join(dir, `${language}.json`);
  const dictionary = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(additions)) dictionary[key] = texts[language];
  const sorted = Object.fromEntries(Object.keys(dictionary).sort().map((key) => [key, dictionary[key]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`merged ${Object.keys(additions).length} keys into ${LANGUAGES.join(', ')}`);
