export * from './mask';
export * from './numeric-input';
export * from './search-input';
