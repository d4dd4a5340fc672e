import type { CSSProperties } from 'react';
import { useFrameState } from '../frame/frame-state.store';
import styles from './team-mark.module.css';

/** The hue of a name, so a team keeps its colour wherever it appears. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return hash;
}

function initialsOf(name: string): string {
  const words = name.split(/[\s.-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/**
 * A team's mark: its initials on a colour of its own (the feed sends no logos). A host can hide team
 * marks (htl) or championship marks (hcl).
 */
export function TeamMark({
  name,
  kind = 'team',
  size = 28,
}: {
  name: string;
  kind?: 'team' | 'champ';
  size?: number;
}) {
  const hidden = useFrameState((state) =>
    kind === 'team' ? state.settings.isHideTeamLogos : state.settings.isHideChampLogos,
  );
  if (hidden || !name) return null;
  return (
    <span
      className={`${styles.mark} ${kind === 'champ' ? styles.champ : ''}`}
      style={
        {
          '--mark-hue': hueOf(name),
          inlineSize: size,
          blockSize: size,
          fontSize: size * 0.38,
        } as CSSProperties
      }
      aria-hidden="true"
      data-mark={kind}
    >
      {initialsOf(name)}
    </span>
  );
}
