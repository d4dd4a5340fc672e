import { describe, expect, it } from 'vitest';
import { buildDictionaryFiles } from './dictionary-files';

const dictionaries = {
  en: { 'app.name': 'Sportsbook', 'coupon.slip.title': 'Bet slip', 'coupon.slip.empty': 'Empty' },
  ru: { 'app.name': 'Спортбук', 'coupon.slip.title': 'Купон', 'coupon.slip.empty': 'Пусто' },
  ar: { 'app.name': 'سبورتسبوك', 'coupon.slip.title': 'القسيمة', 'coupon.slip.empty': 'فارغ' },
};

describe('buildDictionaryFiles', () => {
  it('splits each language into feature units whose files hold exactly their keys', () => {
    const { languages, files } = buildDictionaryFiles(dictionaries);
    const en = languages.get('en')!;
    expect(Object.keys(en.unitPaths)).toEqual(['app', 'coupon']);
    expect(en.unitPaths.coupon).toMatch(/^dictionaries\/en\/coupon\.[0-9a-f]{16}\.json$/);
    expect(JSON.parse(files.get(en.unitPaths.coupon!)!.json)).toEqual({
      'coupon.slip.empty': 'Empty',
      'coupon.slip.title': 'Bet slip',
    });
    expect(JSON.parse(en.json)).toEqual(dictionaries.en);
  });

  it('changes a version and a unit path exactly when their text changes', () => {
    const before = buildDictionaryFiles(dictionaries);
    const after = buildDictionaryFiles({
      ...dictionaries,
      ru: { ...dictionaries.ru, 'coupon.slip.empty': 'Нет ставок' },
    });
    const [ruBefore, ruAfter] = [before.languages.get('ru')!, after.languages.get('ru')!];
    expect(ruAfter.version).not.toBe(ruBefore.version);
    expect(ruAfter.unitPaths.coupon).not.toBe(ruBefore.unitPaths.coupon);
    expect(ruAfter.unitPaths.app).toBe(ruBefore.unitPaths.app);
    expect(after.languages.get('en')!.version).toBe(before.languages.get('en')!.version);
  });
});
