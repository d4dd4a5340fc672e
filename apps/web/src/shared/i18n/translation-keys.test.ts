import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@dictionaries/en.json';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import {
  FOOTER_SECTION_DEFAULTS,
  HEADER_SECTION_DEFAULTS,
} from '@sportsbook/core/site-config/layout-sections.schema';
import type { MenuItem } from '@sportsbook/core/site-config/menu-item.schema';
import { ROUTE_SECTIONS } from '../../app/routes/route-meta';
import { ROUTE_TABLE } from '../../app/routes/route-table';
import { ODDS_FORMAT_OPTIONS } from '../odds/odds-formats';
import { messageKey } from './message-key';

const dictionary: Record<string, string> = en;
const SRC = join(__dirname, '..', '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const has = (key: string) =>
  key in dictionary || Object.keys(dictionary).some((k) => k.replace(PLURAL, '') === key);
const missing = (keys: Iterable<string>) => [...new Set(keys)].filter((key) => !has(key)).sort();

/** Literal keys in code: t('key'), i18nKey="key", and properties named like `labelKey: 'key'`. */
const KEY_PATTERNS = [/\bt\(\s*'([^'$`]+)'/g, /i18nKey=["']([^"']+)["']/g, /\b\w*Key:\s*'([^'$`]+)'/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) ? [path] : [];
  });
}

function menuKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [
    item.langKey,
    ...(item.sign ? [`layout.menuSign.${item.sign}`] : []),
    ...menuKeys(item.subMenuItems),
  ]);
}

describe('every text the web shows has an English translation', () => {
  it('covers every key written in the source', () => {
    const keys = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return KEY_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
    });
    expect(keys.length).toBeGreaterThan(100);
    expect(missing(keys)).toEqual([]);
  });

  it('covers every route title, including titles chosen by a URL parameter', () => {
    const keys = ROUTE_TABLE.flatMap((route) => {
      const rule = route.titleFromParam ? route.params?.[route.titleFromParam] : undefined;
      return Array.isArray(rule)
        ? rule.map((value: string) => `${route.titleKey}.${value}`)
        : [route.titleKey];
    });
    expect(missing(keys)).toEqual([]);
  });

  it('covers the coming-soon text of every section and the odds formats', () => {
    expect(missing(ROUTE_SECTIONS.map((section) => `comingSoon.section.${section}`))).toEqual([]);
    expect(missing(ODDS_FORMAT_OPTIONS.map((option) => option.labelKey))).toEqual([]);
  });

  it("covers the configuration's default header menu and footer links", () => {
    const footer = FOOTER_SECTION_DEFAULTS.infoLinks.map((link) => link.langKey);
    expect(missing([...menuKeys(HEADER_SECTION_DEFAULTS.menuItems), ...footer])).toEqual([]);
  });

  it('covers every validation message key the server can send', () => {
    expect(missing(Object.values(VALIDATION_MESSAGE_KEYS).map(messageKey))).toEqual([]);
  });
});
