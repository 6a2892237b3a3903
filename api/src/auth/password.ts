import argon2 from 'argon2';
import type { PasswordHashOptions } from '../config.js';

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(hash: string, plain: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing does not tell. */
  verifyDummy(plain: string): Promise<void>;
}

export function createPasswordHasher(options: PasswordHashOptions): PasswordHasher {
  let dummy: Promise<string> | null = null;
  const hash = (plain: string) => argon2.hash(plain, { type: argon2.argon2id, ...options });
  const verify = async (stored: string, plain: string) => {
    try {
      return await argon2.verify(stored, plain);
    } catch {
      return false;
    }
  };
  return {
    hash,
    verify,
    async verifyDummy(plain) {
      dummy ??= hash('dummy-password-for-timing');
      await verify(await dummy, plain);
    },
  };
}
