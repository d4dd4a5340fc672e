/** Date and time formats of spec section 9 (CON-04), in Unicode date-pattern letters. */
export const DATE_FORMATS = {
  time: 'HH:mm',
  fullTime: 'HH:mm:ss',
  short: { date: 'dd.MM', time: 'HH:mm' },
  long: { date: 'dd.MM.yyyy', time: 'HH:mm' },
  duration: 'mm:ss',
} as const;

/** Dates compared by the minValue and maxValue rules (spec section 5). */
export const VALIDATION_DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
