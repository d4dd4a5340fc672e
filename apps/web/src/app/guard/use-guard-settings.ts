import { useMemo } from 'react';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import type { BooleanSettingKey } from '../routes/route-meta';

/** The configuration's yes/no switches and the geo rules derived for this visitor, in one lookup. */
export function useGuardSettings(): Partial<Record<BooleanSettingKey, boolean>> {
  const config = useSiteConfig();
  return useMemo(() => {
    const derived = Object.entries(config.derived).filter(([, value]) => typeof value === 'boolean');
    return { ...config.boolean, ...Object.fromEntries(derived) };
  }, [config]);
}
