import type { CSSProperties } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { z } from 'zod';
import type { statPlacedPlayerSchema } from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import styles from './lineups.module.css';

type PlacedPlayer = z.infer<typeof statPlacedPlayerSchema>;

interface PitchTeam {
  name: string;
  formation?: string;
  players: readonly PlacedPlayer[];
}

/** Sports played on grass get a green pitch; others a neutral court. */
const GRASS_SPORTS = new Set([1, 7, 14, 27, 80]);
const FIELD_MARGIN = 5;

/**
 * Both starting line-ups on one field: the home side in the lower half attacking up, the away side in the
 * upper half attacking down (Y counts from a side's own goal, X across, both 0-100).
 */
export function Pitch({ home, away, sportId }: { home: PitchTeam; away: PitchTeam; sportId: number }) {
  const { t } = useTranslation();
  // The field keeps a margin so the markers at the goal lines and touchlines are drawn whole.
  const inField = (percent: number) => `${FIELD_MARGIN + (percent * (100 - 2 * FIELD_MARGIN)) / 100}%`;
  const place = (player: PlacedPlayer, isHome: boolean): CSSProperties => ({
    insetInlineStart: inField(isHome ? player.X : 100 - player.X),
    insetBlockStart: inField(isHome ? 100 - player.Y / 2 : player.Y / 2),
  });
  const marker = (player: PlacedPlayer, isHome: boolean) => (
    <li
      key={player.I}
      className={`${styles.marker} ${isHome ? styles.homeMarker : styles.awayMarker}`}
      style={place(player, isHome)}
    >
      <span className={styles.shirt}>{player.NU}</span>
      <span className={styles.markerName}>
        {player.N.split(' ').slice(-1)[0]}
        {player.CP ? <abbr title={t('statistics.lineups.captain')}> (C)</abbr> : null}
      </span>
    </li>
  );
  return (
    <figure className={styles.figure} aria-label={t('statistics.lineups.field')}>
      <p className={styles.caption}>{[away.name, away.formation].filter(Boolean).join(' · ')}</p>
      <div className={`${styles.pitch} ${GRASS_SPORTS.has(sportId) ? styles.grass : styles.court}`} dir="ltr">
        <span className={styles.halfway} aria-hidden="true" />
        <span className={styles.circle} aria-hidden="true" />
        <span className={`${styles.box} ${styles.boxTop}`} aria-hidden="true" />
        <span className={`${styles.box} ${styles.boxBottom}`} aria-hidden="true" />
        <ul aria-label={away.name}>{away.players.map((player) => marker(player, false))}</ul>
        <ul aria-label={home.name}>{home.players.map((player) => marker(player, true))}</ul>
      </div>
      <p className={styles.caption}>{[home.name, home.formation].filter(Boolean).join(' · ')}</p>
    </figure>
  );
}
