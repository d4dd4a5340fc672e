export * from './normalise-request';
