import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  DEFAULT_SCROLL_TO_TOP_SCREENS,
  DEFAULT_SCROLL_TO_TOP_TYPE,
} from '@sportsbook/core/constants/defaults.constants';
import { Icon } from '../icon/icon';
import { INITIAL_SCROLL_TOP_STATE, nextScrollTopState } from './scroll-to-top.state';
import styles from './scroll-to-top.module.css';

interface ScrollToTopButtonProps {
  /** `arrow` (the default) shows only the arrow; any other type adds the label. */
  type?: string;
  screens?: number;
}

export function ScrollToTopButton({
  type = DEFAULT_SCROLL_TO_TOP_TYPE,
  screens = DEFAULT_SCROLL_TO_TOP_SCREENS,
}: ScrollToTopButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState(INITIAL_SCROLL_TOP_STATE);

  useEffect(() => {
    const onScroll = () =>
      setState((current) => nextScrollTopState(current, window.scrollY, window.innerHeight, screens));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [screens]);

  if (!state.visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('common.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" size={20} />
      {type === 'arrow' ? null : <span>{t('common.scrollTop')}</span>}
    </button>
  );
}
