import { Link } from 'react-router';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../../shared/format/use-date-display';
import { useLang } from '../../../../shared/i18n/use-lang';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Sheet } from '../../../../shared/ui/sheet/sheet';
import { FavouriteStar } from '../../components/favourite-star';
import { isLiveGame, type GameHead } from '../../model/feed-types';
import { champPath } from '../../model/game-links';
import { gameName } from '../../model/game-names';
import { currentPeriodText, scoreOf } from '../../model/game-score';
import { SubscriptionBell } from '../../subscriptions/subscription-bell';
import { useGameButtons } from './use-game-buttons';
import styles from './game-info-modal.module.css';

/**
 * The phone game page's info (SPT-26): sides, championship, start, and the score and period while live, with
 * the game's star and bell unless the site hides them on phones. It only opens on a phone, so the flags apply.
 * A bottom sheet rather than a dialog, so the bell's own sheet (and a guest's login dialog) opens above it.
 */
export function GameInfoModal({ game, onClose }: { game: GameHead; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const display = useDateDisplay();
  const buttons = useGameButtons(true);
  const name = gameName(game);
  const start = formatDateTime(game.S * 1000, 'long', display);
  const score = game.SC;
  const [home, away] = scoreOf(score?.FS);
  const period = score ? currentPeriodText(score, game.SI, t) : '';
  return (
    <Sheet title={t('sportsbook.gameInfo.title')} onClose={onClose}>
      <dl className={styles.facts}>
        <dt>{t('sportsbook.gameInfo.teams')}</dt>
        <dd>{name}</dd>
        <dt>{t('sportsbook.gameInfo.champ')}</dt>
        <dd>
          <Link to={champPath(lang, isLiveGame(game) ? 'live' : 'line', game)} className={styles.link}>
            {game.L}
          </Link>
        </dd>
        <dt>{t('sportsbook.gameInfo.start')}</dt>
        <dd className="tabular">
          {start.date} {start.time}
        </dd>
        {score ? (
          <>
            <dt>{t('sportsbook.game.scoreBoard')}</dt>
            <dd className="tabular" dir="ltr">
              {home}:{away}
            </dd>
            {period ? (
              <>
                <dt>{t('sportsbook.game.period')}</dt>
                <dd>{period}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {buttons.favourite || buttons.bell ? (
        <div className={styles.actions}>
          {buttons.favourite ? (
            <FavouriteStar kind="games" item={{ id: game.I, name, sportId: game.SI }} />
          ) : null}
          {buttons.bell ? <SubscriptionBell gameId={game.I} name={name} /> : null}
        </div>
      ) : null}
    </Sheet>
  );
}
