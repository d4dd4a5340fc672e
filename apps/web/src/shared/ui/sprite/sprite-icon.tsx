import { useEffect, useState, type ReactNode } from 'react';
import { useSiteConfig } from '../../site-config/site-config.api';
import { loadSprite, warnOnce } from './sprite-loader';
import styles from './sprite-icon.module.css';

/**
 * One picture of a configured sprite (CFG-16). Until the sprite is there, and whenever it lacks the symbol
 * (logged once), the fallback is drawn instead, so a missing icon never leaves a hole.
 */
export function SpriteIcon({
  sprite,
  symbol,
  fallback,
  width = 20,
  height = 14,
  className,
}: {
  sprite: string;
  symbol: string;
  fallback: ReactNode;
  width?: number;
  height?: number;
  className?: string;
}) {
  const base = useSiteConfig().dictionary.spriteBase;
  const [ids, setIds] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let current = true;
    void loadSprite(base, sprite).then((loaded) => {
      if (current) setIds(loaded);
    });
    return () => {
      current = false;
    };
  }, [base, sprite]);
  const present = ids?.has(symbol) ?? false;
  useEffect(() => {
    if (ids && ids.size > 0 && !present)
      warnOnce(`${base}/${sprite}#${symbol}`, `sprite ${sprite} has no icon ${symbol}`);
  }, [ids, present, base, sprite, symbol]);
  if (!present) return <>{fallback}</>;
  return (
    <svg
      width={width}
      height={height}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${sprite}-${symbol}`} />
    </svg>
  );
}
