import { useCallback } from 'react';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';

/** An instant as the spec's long date and time (`dd.MM.yyyy HH:mm`) in the player's zone. */
export function useDateText(): (iso: string | null | undefined) => string {
  const options = useDateDisplay();
  return useCallback(
    (iso) => {
      if (!iso) return '—';
      const { date, time } = formatDateTime(new Date(iso), 'long', options);
      return `${date} ${time}`;
    },
    [options],
  );
}
