import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n-instance';
import { marketName, scoreFromParam, selectionLabel, signedLine } from './selection-label';

const t = i18n.t.bind(i18n);

describe('selection and market names', () => {
  it.each([
    [{ G: 1, T: 1 }, '1'],
    [{ G: 1, T: 2 }, 'X'],
    [{ G: 8, T: 6 }, 'X2'],
    [{ G: 17, T: 9, P: 2.5 }, 'Over 2.5'],
    [{ G: 15, T: 12, P: 1.5 }, 'Under 1.5'],
    [{ G: 2, T: 7, P: -1.5 }, 'H1 (-1.5)'],
    [{ G: 2, T: 8, P: 1.5 }, 'H2 (+1.5)'],
    [{ G: 100002, T: 100004, P: -1 }, 'X (-1)'],
    [{ G: 19, T: 180 }, 'Yes'],
    [{ G: 136, T: 731, P: 3.002 }, '3:2'],
    [{ G: 136, T: 731 }, '0:0'],
    [{ G: 136, T: 3786 }, 'Any other score'],
    [{ G: 100010, T: 100020 }, 'X & No'],
    [{ G: 100011, T: 100027, P: 2.5 }, '2 & Over 2.5'],
    [{ G: 100012, T: 100031 }, '1/2'],
    [{ G: 100012, T: 100033 }, 'X/X'],
    [{ G: 100005, T: 100011, P: 2 }, '1 by 2+'],
    [{ G: 424242, T: 77, P: 4 }, '#77 (4)'],
  ])('%o reads %s', (outcome, text) => {
    expect(selectionLabel(outcome, t)).toBe(text);
  });

  it("names an outright's selection by its participant", () => {
    expect(selectionLabel({ G: 100019, T: 100045, P: 2 }, t, [{ P: 2, N: 'Red Rum' }])).toBe('Red Rum');
  });

  it('writes lines and scores the way the feed means them', () => {
    expect([signedLine(1.5), signedLine(-2), signedLine(0)]).toEqual(['+1.5', '-2', '0']);
    expect(scoreFromParam(10.011)).toBe('10:11');
  });

  it('names the markets, and unknown groups by their code', () => {
    expect(marketName(19, t)).toBe('Both teams to score');
    expect(marketName(555, t)).toBe('Market 555');
  });
});
