import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['inlineSize'];
  height?: CSSProperties['blockSize'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A placeholder with the size of what is loading, so content never jumps when it arrives. */
export function Skeleton({ width = '100%', height = 14, radius, className }: SkeletonProps) {
  return (
    <span
      className={`${styles.skeleton} ${className ?? ''}`}
      style={{ inlineSize: width, blockSize: height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
