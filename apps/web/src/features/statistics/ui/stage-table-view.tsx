import { useTranslation } from '../../../shared/i18n/use-translation';
import type { StatStageRow } from '@sportsbook/core/api/feed-responses/statistics-history.schema';
import { FormStrip } from './form-strip';
import { StatLink } from './stat-link';
import { TeamMark } from './team-mark';
import styles from './stage-table-view.module.css';

interface StageTableViewProps {
  rows: readonly StatStageRow[];
  sportId: number;
  /** Teams to pick out (the two sides of a game). */
  highlight?: readonly number[];
}

/** A league table: position, team, played, won, drawn, lost, goals, points and form. */
export function StageTableView({ rows, sportId, highlight = [] }: StageTableViewProps) {
  const { t } = useTranslation();
  // Sports without draws (basketball, tennis) have none in any row: their D column would only say 0.
  const draws = rows.some((row) => row.D > 0);
  const column = (key: string) => (
    <th scope="col" abbr={t(`statistics.table.${key}`)}>
      <span aria-hidden="true">{t(`statistics.table.short.${key}`)}</span>
      <span className="visually-hidden">{t(`statistics.table.${key}`)}</span>
    </th>
  );
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            {column('position')}
            <th scope="col" className={styles.teamHead}>
              {t('statistics.table.team')}
            </th>
            {column('played')}
            {column('won')}
            {draws ? column('drawn') : null}
            {column('lost')}
            {column('goals')}
            {column('points')}
            <th scope="col" className={styles.formHead}>
              {t('statistics.table.form')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.TI} className={highlight.includes(row.TI) ? styles.highlight : undefined}>
              <td className={styles.position}>{row.Pos}</td>
              <th scope="row" className={styles.team}>
                <span className={styles.teamCell}>
                  <TeamMark name={row.TN} size={22} />
                  <StatLink to={{ page: 'team', sportId, teamId: row.TI }}>{row.TN}</StatLink>
                </span>
              </th>
              <td>{row.GP}</td>
              <td>{row.W}</td>
              {draws ? <td>{row.D}</td> : null}
              <td>{row.LS}</td>
              <td className={styles.goals}>{`${row.SF}:${row.SA}`}</td>
              <td className={styles.points}>{row.PT}</td>
              <td className={styles.form}>
                <FormStrip form={row.F} label={row.TN} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
