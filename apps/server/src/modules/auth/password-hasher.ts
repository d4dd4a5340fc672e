import { hash, verify } from '@node-rs/argon2';

/** argon2id; the production cost follows OWASP's minimum (19 MiB, 2 passes), tests use a cheap cost. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

const ARGON2ID = 2;

export function createPasswordHasher(cost: 'standard' | 'cheap'): PasswordHasher {
  const options =
    cost === 'standard'
      ? { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }
      : { algorithm: ARGON2ID, memoryCost: 1_024, timeCost: 1, parallelism: 1 };
  return {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
