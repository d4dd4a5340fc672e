import { ensureStorageVersion } from './storage-version';

// Imported first by main.tsx: imports run before the importing module's code, and stores read their saved
// state as their modules load, so the check has to be a module of its own.
ensureStorageVersion();
