import { describe, expect, it } from 'vitest';
import type { CouponSelection } from '../../../shared/coupon/coupon-selections.store';
import {
  MULTI_MAX_SELECTIONS,
  autoBetProblem,
  couponBody,
  hasMultiProblem,
  multiProblems,
  placedSingles,
  refusedSelection,
  sameStakeForAll,
  selectionKey,
  selectionStakes,
  totalStake,
  effectiveKind,
  effectiveSystemSize,
  kindsFor,
  legState,
  placementFields,
  quotedLeg,
  refusalPlace,
  stakeProblem,
  systemSizes,
} from './bet-slip-rules';

const pick = (gameId: number, price: number, name = '1'): CouponSelection => ({
  gameId,
  mainGameId: gameId,
  type: 1,
  param: 0,
  price,
  kind: 1,
  names: { game: 'A – B', champ: 'League', market: '1X2', selection: name },
});

const leg = (gameId: number, Coef: number, flags: { Block?: boolean; Finish?: boolean } = {}) => ({
  GameId: gameId,
  Type: 1,
  Param: 0,
  Coef,
  Block: flags.Block ?? false,
  Finish: flags.Finish ?? false,
});

describe('bet slip kinds', () => {
  it('offers a single for one pick, express, anti-express or singles from two, a system from three to twenty', () => {
    expect(kindsFor(1)).toEqual(['single']);
    expect(kindsFor(2)).toEqual(['express', 'antiExpress', 'multi']);
    expect(kindsFor(3)).toEqual(['express', 'system', 'antiExpress', 'multi']);
    // Singles stay on offer past twenty so the slip can say their limit rather than switch to an express.
    expect(kindsFor(21)).toEqual(['express', 'antiExpress', 'multi']);
    expect(effectiveKind('multi', 21)).toBe('multi');
    expect(effectiveKind('multi', 1)).toBe('single');
  });

  it('falls back to what the picks allow when the chosen kind no longer fits', () => {
    expect(effectiveKind('system', 2)).toBe('express');
    expect(effectiveKind('express', 1)).toBe('single');
    expect(effectiveKind('system', 4)).toBe('system');
  });

  it('offers system sizes 2..n-1 and keeps a size only while it fits', () => {
    expect(systemSizes(3)).toEqual([2]);
    expect(systemSizes(5)).toEqual([2, 3, 4]);
    expect(effectiveSystemSize(4, 4)).toBe(2);
    expect(effectiveSystemSize(3, 4)).toBe(3);
  });
});

describe('coupon body', () => {
  const settings = { kind: 'system' as const, systemSize: 2, stake: '3.5', checkCf: 1 as const };

  it('sends a system 2/3 with Vid 3, expressNum and the stake in major units', () => {
    const body = couponBody([pick(1, 1.5), pick(2, 2), pick(3, 2.5)], settings, 'en');
    expect(body).toMatchObject({ Vid: 3, expressNum: 2, Summ: 3.5, CheckCf: 1, Lng: 'en' });
    expect(body.Events).toEqual([
      { GameId: 1, Type: 1, Coef: 1.5, Param: 0, Kind: 1 },
      { GameId: 2, Type: 1, Coef: 2, Param: 0, Kind: 1 },
      { GameId: 3, Type: 1, Coef: 2.5, Param: 0, Kind: 1 },
    ]);
  });

  it('sends two picks as an express and leaves out an empty stake', () => {
    const body = couponBody([pick(1, 1.5), pick(2, 2)], { ...settings, stake: '' }, 'ru');
    expect(body.Vid).toBe(1);
    expect(body).not.toHaveProperty('expressNum');
    expect(body).not.toHaveProperty('Summ');
  });
});

describe('placement fields', () => {
  const slip = {
    kind: 'single' as const,
    systemSize: 2,
    stake: '2',
    checkCf: 1 as const,
    promo: '',
    autoBet: false,
    autoBetCf: '',
  };

  it('sends an anti-express as Vid 4', () => {
    expect(couponBody([pick(1, 1.5), pick(2, 2)], { ...slip, kind: 'antiExpress' }, 'en').Vid).toBe(4);
  });

  it('adds a trimmed promo code, and the auto-bet target only for a single with a target above 1', () => {
    expect(placementFields({ ...slip, promo: '  SPRING ' }, 1)).toEqual({ promo: 'SPRING' });
    expect(placementFields({ ...slip, autoBet: true, autoBetCf: '2.35' }, 1)).toEqual({
      isAutoBet: true,
      autoBetCf: 2.35,
      autoBetCfView: 0,
    });
    expect(placementFields({ ...slip, autoBet: true, autoBetCf: '2.35', kind: 'express' }, 2)).toEqual({});
    expect(placementFields({ ...slip, autoBet: true, autoBetCf: '1' }, 1)).toEqual({});
  });

  it('asks for an auto-bet target above the price quoted now', () => {
    expect(autoBetProblem('', 1.8)).toBe('required');
    expect(autoBetProblem('1.7', 1.8)).toBe('notAbove');
    expect(autoBetProblem('1.8', 1.8)).toBe('notAbove');
    expect(autoBetProblem('2.1', 1.8)).toBeNull();
  });
});

describe('stake rules', () => {
  it('names what is wrong with the stake before it is sent', () => {
    expect(stakeProblem('', {})).toBe('required');
    expect(stakeProblem('0', {})).toBe('required');
    expect(stakeProblem('0.1', { minBet: 0.2 })).toBe('belowMin');
    expect(stakeProblem('6000', { minBet: 0.2, maxBet: 5000 })).toBe('overMax');
    expect(stakeProblem('20', { balance: 10 })).toBe('overBalance');
    expect(stakeProblem('0.2', { minBet: 0.2, maxBet: 5000, balance: 10 })).toBeNull();
  });

  it('puts stake refusals on the stake field and price refusals on the picks', () => {
    expect(refusalPlace(200001)).toBe('stake');
    expect(refusalPlace(109)).toBe('stake');
    expect(refusalPlace(130)).toBe('selections');
    expect(refusalPlace(157094)).toBe('selections');
    expect(refusalPlace(152)).toBe('coupon');
  });
});

describe('live prices on the picks', () => {
  it('tells a rise, a drop, a suspension and a finished game apart', () => {
    const selection = pick(1, 2);
    expect(legState(selection, leg(1, 2.2))).toBe('up');
    expect(legState(selection, leg(1, 1.8))).toBe('down');
    expect(legState(selection, leg(1, 2))).toBe('same');
    expect(legState(selection, leg(1, 2, { Block: true }))).toBe('blocked');
    expect(legState(selection, leg(1, 0, { Finish: true }))).toBe('finished');
    expect(legState(selection, undefined)).toBe('same');
  });

  it('finds a pick’s quoted leg by game and outcome even when the order differs', () => {
    const legs = [leg(2, 3), leg(1, 2.5)];
    expect(quotedLeg(pick(1, 2), legs, 0)?.Coef).toBe(2.5);
    expect(quotedLeg(pick(2, 2), legs, 0)?.Coef).toBe(3);
    expect(quotedLeg(pick(9, 2), legs, 0)).toBeUndefined();
  });
});

describe('singles at once (Vid 2)', () => {
  const picks = [pick(1, 1.5), pick(2, 2), pick(3, 2.5)];
  const base = { kind: 'multi' as const, systemSize: 2, stake: '', checkCf: 2 as const };

  it('sends Vid 2 with one stake per pick in GroupsSumms (major units), no EventsIndexes and no Summ', () => {
    const stakes = { [selectionKey(picks[0]!)]: '2', [selectionKey(picks[2]!)]: '3.5' };
    const body = couponBody(picks, { ...base, stake: '9', stakes }, 'en');
    expect(body).toMatchObject({ Vid: 2, GroupsSumms: [2, 0, 3.5], CheckCf: 2, Lng: 'en' });
    expect(body.Events).toHaveLength(3);
    expect(body).not.toHaveProperty('Summ');
    expect(body).not.toHaveProperty('EventsIndexes');
    expect(body).not.toHaveProperty('expressNum');
  });

  it('keeps each pick’s stake by the pick, so removing one leaves the others’ stakes in place', () => {
    const stakes = { [selectionKey(picks[0]!)]: '1', [selectionKey(picks[1]!)]: '2', '9:9:0': '7' };
    expect(selectionStakes(picks, stakes)).toEqual(['1', '2', '']);
    expect(selectionStakes([picks[1]!], stakes)).toEqual(['2']);
  });

  it('fills every pick with the same stake', () => {
    const same = sameStakeForAll(picks, '1.25');
    expect(selectionStakes(picks, same)).toEqual(['1.25', '1.25', '1.25']);
    expect(couponBody(picks, { ...base, stakes: same }, 'en')).toMatchObject({
      GroupsSumms: [1.25, 1.25, 1.25],
    });
  });

  it('sums the stakes exactly, ignoring empty ones', () => {
    expect(totalStake(['0.1', '0.2', '', 'x'])).toBe(0.3);
    expect(totalStake(['2', '3.5'])).toBe(5.5);
  });

  it('says each pick’s stake problem against the minimum and its own maximum', () => {
    const problems = multiProblems(['', '0.1', '600', '5'], {
      minBet: 0.2,
      maxBets: [undefined, 5000, 500, 500],
    });
    expect(problems).toEqual({ tooMany: false, stakes: ['required', 'belowMin', 'overMax', null] });
    expect(hasMultiProblem(problems)).toBe(true);
    expect(hasMultiProblem(multiProblems(['1', '2'], { minBet: 0.2 }))).toBe(false);
  });

  it('refuses more than twenty picks before sending (the server’s 168)', () => {
    expect(MULTI_MAX_SELECTIONS).toBe(20);
    expect(multiProblems(Array<string>(20).fill('1'), {}).tooMany).toBe(false);
    const many = multiProblems(Array<string>(21).fill('1'), {});
    expect(many.tooMany).toBe(true);
    expect(hasMultiProblem(many)).toBe(true);
  });

  it('finds the pick a refusal names and lists the placed bets in the picks’ order', () => {
    expect(refusedSelection({ minBet: 0.2, GroupIndex: 1 })).toBe(1);
    expect(refusedSelection({ maxBet: 10 })).toBeUndefined();
    expect(refusedSelection(null)).toBeUndefined();
    const placed = placedSingles(
      { Ids: [41, 42], Coupon: { Events: [{ Coef: 1.55 }, { Coef: 2 }] } },
      [pick(1, 1.5, 'Home'), pick(2, 2, 'Away')],
      ['2', '3.5'],
    );
    expect(
      placed.map(({ id, stake, price, selection }) => [id, stake, price, selection.names.selection]),
    ).toEqual([
      [41, 2, 1.55, 'Home'],
      [42, 3.5, 2, 'Away'],
    ]);
  });
});
