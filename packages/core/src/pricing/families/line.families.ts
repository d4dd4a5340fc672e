import { GROUP, SELECTION } from '../market-codes';
import { europeanHandicapFamily } from './european-handicap.family';
import { handicapFamily } from './handicap.family';
import type { LineChooser } from './line-ladder';
import { overUnderFamily } from './over-under.family';

/** The platform's line markets, each with the lines a sport and period offers. */

export const totalFamily = (lines: LineChooser) =>
  overUnderFamily({ G: GROUP.total, over: SELECTION.over, under: SELECTION.under, tier: 'main', lines });

export const homeTotalFamily = (lines: LineChooser) =>
  overUnderFamily({
    G: GROUP.homeTotal,
    over: SELECTION.homeOver,
    under: SELECTION.homeUnder,
    tier: 'secondary',
    lines,
  });

export const awayTotalFamily = (lines: LineChooser) =>
  overUnderFamily({
    G: GROUP.awayTotal,
    over: SELECTION.awayOver,
    under: SELECTION.awayUnder,
    tier: 'secondary',
    lines,
  });

export const handicapLinesFamily = (lines: LineChooser) =>
  handicapFamily({
    G: GROUP.handicap,
    home: SELECTION.handicapHome,
    away: SELECTION.handicapAway,
    tier: 'main',
    lines,
  });

export const threeWayHandicapFamily = (lines: LineChooser) =>
  europeanHandicapFamily({
    G: GROUP.europeanHandicap,
    home: SELECTION.europeanHome,
    draw: SELECTION.europeanDraw,
    away: SELECTION.europeanAway,
    tier: 'secondary',
    lines,
  });

/** Sets (or maps) handicap and total, on the sets won. */
export const setHandicapFamily = (lines: LineChooser) =>
  handicapFamily({
    G: GROUP.setHandicap,
    home: SELECTION.setHandicapHome,
    away: SELECTION.setHandicapAway,
    tier: 'secondary',
    lines,
  });

export const totalSetsFamily = (lines: LineChooser) =>
  overUnderFamily({
    G: GROUP.totalSets,
    over: SELECTION.setsOver,
    under: SELECTION.setsUnder,
    tier: 'secondary',
    lines,
  });
