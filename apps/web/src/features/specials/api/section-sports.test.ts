import { describe, expect, it } from 'vitest';
import { sportsOfSection } from './section-sports';

const sports = [
  { I: 189, N: 'UFC', C: 3, CC: 1 },
  { I: 100000, N: 'Politics', C: 2, CC: 1, MS: 7 },
  { I: 100002, N: 'Marble', C: 1, CC: 1, MS: 8 },
  { I: 100002, N: 'Marble', C: 5, CC: 1, MS: 8 },
];

describe('the sports of a special section', () => {
  it('takes sports by id and by sports-menu section, once each', () => {
    expect(sportsOfSection(sports, { menuSections: [8] })).toEqual([100002]);
    expect(sportsOfSection(sports, { sportIds: [189], menuSections: [7] })).toEqual([189, 100000]);
  });

  it('keeps a named sport the lists do not carry yet (its games may come)', () => {
    expect(sportsOfSection([], { sportIds: [189] })).toEqual([189]);
    expect(sportsOfSection(sports, {})).toEqual([]);
  });
});
