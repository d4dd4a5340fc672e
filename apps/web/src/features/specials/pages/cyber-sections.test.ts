import { describe, expect, it } from 'vitest';
import { CYBER_SECTION_DEFAULTS } from '@sportsbook/core/site-config/cyber-section.schema';
import { cyberTabs, tabOf } from './cyber-sections';

const sports = [
  { I: 85, N: 'FIFA', C: 3, CC: 1, MS: 28 },
  { I: 89, N: 'Cyber Basketball', C: 2, CC: 1, MS: 28 },
  { I: 100001, N: 'Mortal Kombat', C: 4, CC: 1, MS: 1003 },
  { I: 40, N: 'Esports', C: 9, CC: 2, MS: 1012 },
  { I: 1, N: 'Football', C: 90, CC: 9 },
  { I: 100000, N: 'Politics', C: 2, CC: 1, MS: 7 },
];

describe('the cyber area’s sections from the configuration', () => {
  it('keeps the configured order, the sections that have sports, and the type labels', () => {
    const tabs = cyberTabs(CYBER_SECTION_DEFAULTS, sports, new Set([85]));
    expect(tabs.map((tab) => [tab.id, tab.slug, tab.labelKey, tab.sportIds])).toEqual([
      [28, 'cyber-zone', 'specials.cyber.section.cyber-zone', [85, 89]],
      [9, 'cyber-stream', 'specials.cyber.section.cyber-stream', [85]],
      [1003, 'fighting', 'cyber.type.fighting', [100001]],
      [1012, 'e-sports', 'cyber.type.e-sports', [40]],
    ]);
  });

  it('leaves cyber stream out while no cyber sport is live, and finds a tab by slug or id', () => {
    const tabs = cyberTabs(CYBER_SECTION_DEFAULTS, sports, new Set([1]));
    expect(tabs.map((tab) => tab.id)).not.toContain(9);
    expect(tabOf(tabs, 'fighting')?.id).toBe(1003);
    expect(tabOf(tabs, '1012')?.slug).toBe('e-sports');
    expect(tabOf(tabs, 'nothing')).toBeUndefined();
  });

  it('follows a partner’s own label prefix and sections', () => {
    const tabs = cyberTabs(
      { ...CYBER_SECTION_DEFAULTS, sections: [1012, 28], labelPrefix: 'partner.cyber.' },
      sports,
      new Set(),
    );
    expect(tabs.map((tab) => tab.labelKey)).toEqual([
      'partner.cyber.e-sports',
      'specials.cyber.section.cyber-zone',
    ]);
  });
});
