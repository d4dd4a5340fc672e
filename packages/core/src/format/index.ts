export * from './date-parts';
export * from './format-date';
export * from './format-duration';
