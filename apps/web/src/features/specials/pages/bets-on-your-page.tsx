import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromDecimal } from '@sportsbook/core/odds/odds';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { Button } from '../../../shared/ui/button/button';
import { ChipBar } from '../../sportsbook/components/chip-bar';
import { EmptyState, ErrorState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { useBuildDuel, useDuelCandidates, type Duel } from '../api/duel.api';
import { useTopGames } from '../api/specials-feed.api';
import { SectionHero } from '../components/section-hero';
import { duelRequest, pickSide, type DuelSides } from './duel-picker';
import styles from './bets-on-your.module.css';

const PRICE_KEYS: Record<string, string> = {
  '1:1': 'side1',
  '1:2': 'draw',
  '1:3': 'side2',
  '8:4': 'side1OrDraw',
  '8:5': 'side1OrSide2',
  '8:6': 'drawOrSide2',
  '100001:100001': 'dnb1',
  '100001:100002': 'dnb2',
};

function DuelQuote({ duel }: { duel: Duel }) {
  const { t } = useTranslation();
  const format = useOddsFormatStore((state) => state.format);
  return (
    <section className={styles.quote} aria-label={t('specials.duel.quote')}>
      <h2 className={styles.quoteTitle}>{t('specials.duel.versus', { side1: duel.O1, side2: duel.O2 })}</h2>
      <ul className={styles.prices}>
        {duel.E.map((outcome) => {
          const key = PRICE_KEYS[`${outcome.G}:${outcome.T}`];
          const odds = oddsFromDecimal(outcome.C);
          return key ? (
            <li key={`${outcome.G}:${outcome.T}`}>
              <span>{t(`specials.duel.price.${key}`)}</span>
              <strong className="tabular">{odds === undefined ? '—' : formatOdds(odds, format)}</strong>
            </li>
          ) : null;
        })}
      </ul>
      <p className={styles.note}>
        {t('specials.duel.chances', {
          side1: Math.round(duel.WP.P1 * 100),
          draw: Math.round(duel.WP.PX * 100),
          side2: Math.round(duel.WP.P2 * 100),
        })}
      </p>
      <p className={styles.note}>{t('specials.duel.quotedOnly')}</p>
    </section>
  );
}

/**
 * /{lang}/bets-on-your: bets on your own duel. The visitor picks a coming match, puts teams or players on
 * two sides, and the engine prices which side scores more (GetAvailablePlayersForDuel, BuildDuel).
 */
export function BetsOnYourPage() {
  const { t } = useTranslation();
  const games = useTopGames('line', 20);
  const withSides = (games.data ?? []).filter((game) => game.O1I && game.O2I);
  const [gameId, setGameId] = useState<number | undefined>();
  const chosen = gameId ?? withSides[0]?.I;
  const candidates = useDuelCandidates(chosen);
  const [sides, setSides] = useState<DuelSides>({});
  const build = useBuildDuel();
  const request = duelRequest(sides);
  const choose = (id: string) => {
    setGameId(Number(id));
    setSides({});
    build.reset();
  };
  const sideButtons = (id: number, name: string) =>
    ([1, 2] as const).map((side) => (
      <button
        key={side}
        type="button"
        className={styles.sideButton}
        aria-pressed={sides[id] === side}
        aria-label={t('specials.duel.putOn', { name, side })}
        onClick={() => setSides((current) => pickSide(current, id, side))}
      >
        {side}
      </button>
    ));
  return (
    <div className={styles.page}>
      <SectionHero title={t('routes.betsOnYour')} lead={t('specials.duel.lead')} />
      {games.isPending ? (
        <EventListSkeleton rows={4} />
      ) : withSides.length === 0 ? (
        <EmptyState title={t('specials.duel.noGames')} />
      ) : (
        <>
          <ChipBar
            label={t('specials.duel.games')}
            active={String(chosen)}
            onSelect={choose}
            chips={withSides.map((game) => ({ id: String(game.I), label: `${game.O1} — ${game.O2}` }))}
          />
          {candidates.isError ? (
            <ErrorState onRetry={() => void candidates.refetch()} />
          ) : !candidates.data ? (
            <EventListSkeleton rows={6} />
          ) : (
            <div className={styles.columns}>
              {candidates.data.T.map((team) => (
                <section key={team.I} className={styles.team} aria-label={team.N}>
                  <h2 className={styles.teamRow}>
                    <span>{team.N}</span>
                    <span className={styles.sideButtons}>{sideButtons(team.I, team.N)}</span>
                  </h2>
                  <ul>
                    {team.P.map((player) => (
                      <li key={player.I} className={styles.playerRow}>
                        <span className={styles.number}>{player.NU}</span>
                        <span className={styles.name}>{player.N}</span>
                        <span className={styles.position}>{player.PN}</span>
                        <span className={styles.sideButtons}>{sideButtons(player.I, player.N)}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={!request.ready}
              loading={build.isPending}
              onClick={() => build.mutate({ team1Ids: request.team1Ids, team2Ids: request.team2Ids })}
            >
              {t('specials.duel.price')}
            </Button>
            <span className={styles.hint}>
              {t('specials.duel.sides', { side1: request.team1Ids.length, side2: request.team2Ids.length })}
            </span>
          </div>
          {build.isError ? (
            <p role="alert" className={styles.error}>
              {t('specials.duel.failed')}
            </p>
          ) : null}
          {build.data ? <DuelQuote duel={build.data} /> : null}
        </>
      )}
    </div>
  );
}
