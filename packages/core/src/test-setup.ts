import fc from 'fast-check';

// Property tests replay the same cases on every run so CI cannot fail by luck; FC_SEED=<n> explores others.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });
