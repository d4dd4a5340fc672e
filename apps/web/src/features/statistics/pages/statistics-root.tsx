import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SvgIcon } from '../../../shared/ui/icon/icon';
import { FRAME_PAINTS } from '../frame/frame-paints';
import { useFrameState } from '../frame/frame-state.store';
import { useFrameChild } from '../frame/use-frame-child';
import { useFrameNavigation } from '../frame/use-frame-navigation';
import styles from './statistics-root.module.css';

const BACK = 'm15 6-6 6 6 6';
const FORWARD = 'm9 6 6 6-6 6';

function NavigationButtons() {
  const { t } = useTranslation();
  const nav = useFrameNavigation();
  if (!nav.shown) return null;
  return (
    <nav className={styles.nav} aria-label={t('statistics.nav.label')}>
      <button type="button" className={styles.navButton} disabled={!nav.canGoBack} onClick={nav.goBack}>
        <SvgIcon path={BACK} size={18} className={styles.mirrored} label={t('statistics.nav.back')} />
      </button>
      <button type="button" className={styles.navButton} disabled={!nav.canGoForward} onClick={nav.goForward}>
        <SvgIcon path={FORWARD} size={18} className={styles.mirrored} label={t('statistics.nav.forward')} />
      </button>
      <span className={styles.brand}>{t('statistics.nav.title')}</span>
    </nav>
  );
}

/**
 * Every statistics page sits in this: the frame protocol, the host's direction, width, colours and
 * scrolling, and the back and forward buttons.
 */
export function StatisticsRoot({ children }: { children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  useFrameChild(content);
  const { isRtl, contentWidth, paintId, internalContentScrolling } = useFrameState((state) => state.settings);
  const embedded = useFrameState((state) => state.embedded);
  const accent = paintId === undefined ? undefined : FRAME_PAINTS[paintId];
  const style = {
    maxInlineSize: contentWidth ? `${contentWidth}px` : undefined,
    ...(accent && { '--color-accent': accent }),
  } as CSSProperties;
  return (
    <div
      ref={content}
      className={`${styles.root} ${internalContentScrolling ? styles.scrolling : ''}`}
      dir={embedded && isRtl ? 'rtl' : undefined}
      style={style}
      data-painted={accent ? '' : undefined}
    >
      <NavigationButtons />
      {children}
    </div>
  );
}
