import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { StatisticsFrameParams } from '@sportsbook/core/statistics/frame-params';
import { statisticsFrameSrc } from '@sportsbook/core/statistics/frame-params';
import { hiddenItemsOf } from '@sportsbook/core/statistics/hidden-items';
import { useFrameHost, type FrameHostOptions } from './use-frame-host';
import styles from './statistics-frame.module.css';

export interface StatisticsFrameHandle {
  /** Hides or shows an item in the frame and stores the choice under the hidden-items prefix. */
  switchHiddenItem: (itemId: string, hidden: boolean) => void;
}

export interface StatisticsFrameProps
  extends
    StatisticsFrameParams,
    Partial<Omit<FrameHostOptions, 'params' | 'src' | 'bets' | 'betsAvailable'>> {
  /** Title of the frame for assistive technology. */
  title: string;
  bets?: FrameHostOptions['bets'];
  betsAvailable?: boolean;
  /** The host's odds display format (cfview), shown in the frame's prices. */
  oddsFormat?: number;
  /** The frame has loaded its first page. */
  onReady?: () => void;
  className?: string;
  ref?: Ref<StatisticsFrameHandle>;
}

function storedHiddenItems(): string[] {
  try {
    return hiddenItemsOf(Object.keys(window.localStorage));
  } catch {
    return [];
  }
}

/**
 * The embeddable statistics frame (spec sections 3 and 7): an iframe of a statistics page whose address is
 * set once when it mounts (settings in the short query keys), then driven by cross-window messages.
 */
export function StatisticsFrame(props: StatisticsFrameProps) {
  const { title, bets = [], betsAvailable = false, oddsFormat, onReady, className, ref, ...params } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const [src] = useState(() => statisticsFrameSrc(params, { hiddenItems: storedHiddenItems(), oddsFormat }));
  const host = useFrameHost(frame, {
    params,
    src,
    hostPath: props.hostPath,
    onHostPathChange: props.onHostPathChange,
    onGoBack: props.onGoBack,
    onGoForward: props.onGoForward,
    bets,
    betsAvailable,
    onSendBet: props.onSendBet,
    onTitle: props.onTitle,
  });
  useImperativeHandle(ref, () => ({ switchHiddenItem: host.switchHiddenItem }), [host.switchHiddenItem]);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className={`${styles.frame} ${className ?? ''}`}
      style={{ blockSize: host.height }}
      onLoad={onReady}
    />
  );
}
