/** Which side each picked team or player is on; one id is on one side at most. */
export type DuelSides = Readonly<Record<number, 1 | 2>>;

/** Puts an id on a side, takes it off when it is there already, or moves it from the other side. */
export function pickSide(sides: DuelSides, id: number, side: 1 | 2): DuelSides {
  const next = { ...sides };
  if (next[id] === side) delete next[id];
  else next[id] = side;
  return next;
}

/** The ids of each side, for BuildDuel; ready when both sides have someone. */
export function duelRequest(sides: DuelSides): { team1Ids: number[]; team2Ids: number[]; ready: boolean } {
  const of = (side: 1 | 2) =>
    Object.entries(sides)
      .filter(([, value]) => value === side)
      .map(([id]) => Number(id))
      .sort((a, b) => a - b);
  const team1Ids = of(1);
  const team2Ids = of(2);
  return { team1Ids, team2Ids, ready: team1Ids.length > 0 && team2Ids.length > 0 };
}
