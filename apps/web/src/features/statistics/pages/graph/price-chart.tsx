import { useTranslation } from '../../../../shared/i18n/use-translation';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromDecimal } from '@sportsbook/core/odds/odds';
import type { OddsFormat } from '@sportsbook/core/odds/odds-format';
import { formatTime } from '@sportsbook/core/format/format-date';
import { useStatisticsDates } from '../../ui/use-statistics-dates';
import { chartScale, stepPath, type PriceSnapshot } from './price-history';
import styles from './graph.module.css';

const WIDTH = 640;
const HEIGHT = 240;
const GRID_LINES = 4;

export interface ChartLine {
  type: number;
  label: string;
  className: string;
}

/** The prices of a market over time, one stepped line per selection, on a grid labelled in the odds format. */
export function PriceChart({
  history,
  lines,
  format,
  nowMs,
}: {
  history: readonly PriceSnapshot[];
  lines: readonly ChartLine[];
  format: OddsFormat;
  nowMs: number;
}) {
  const { t } = useTranslation();
  const dates = useStatisticsDates();
  const scale = chartScale(history, nowMs);
  const price = (value: number) => {
    const odds = oddsFromDecimal(value.toFixed(3));
    return odds === undefined ? value.toFixed(2) : formatOdds(odds, format);
  };
  const grid = Array.from({ length: GRID_LINES + 1 }, (_, i) => {
    const value = scale.minPrice + ((scale.maxPrice - scale.minPrice) * i) / GRID_LINES;
    return { value, y: HEIGHT - (HEIGHT * i) / GRID_LINES };
  });
  return (
    <figure className={styles.figure} dir="ltr">
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('statistics.graph.chartLabel', { count: history.length })}
      >
        {grid.map((line) => (
          <line key={line.y} x1={0} x2={WIDTH} y1={line.y} y2={line.y} className={styles.gridLine} />
        ))}
        {lines.map((line) => (
          <path
            key={line.type}
            d={stepPath(history, line.type, scale, WIDTH, HEIGHT)}
            className={`${styles.line} ${line.className}`}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        {grid
          .slice()
          .reverse()
          .map((line) => (
            <span key={line.y}>{price(line.value)}</span>
          ))}
      </div>
      <figcaption className={styles.times}>
        <span>{formatTime(scale.startMs, dates)}</span>
        <span>{formatTime(scale.endMs, dates)}</span>
      </figcaption>
    </figure>
  );
}
