export * from './format-odds';
export * from './odds';
export * from './odds-format';
export type { OddsCodec } from './odds-text';
