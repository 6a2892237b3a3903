import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { installSecret } from '../../auth/secret.js';
import { ImportError } from '../../catalog/import/errors.js';
import { isLargeRemoval, type ImportPlan } from '../../catalog/import/importer.js';

/** How long a dry run's confirmation holds: the manager reads the figures and confirms, or checks again. */
export const CONFIRMATION_SECONDS = 60 * 60;

const SECRET_KEY = 'price_list_confirmation';

/** The install's key of confirmations (kept in `app_settings`, the same for every instance). */
export function confirmationSecret(db: Database): Promise<string> {
  return installSecret(db, SECRET_KEY);
}

function seal(secret: string, plan: ImportPlan, adminId: number, issuedAt: number): string {
  // The figures the manager saw are part of it: the same file against changed offers needs a new look.
  const subject = [
    plan.vendorId,
    adminId,
    plan.mode,
    plan.upload,
    plan.changes.removed,
    plan.changes.existing,
    issuedAt,
  ].join('|');
  return createHmac('sha256', secret).update(subject).digest('base64url');
}

/** The token a dry run of a replace hands out: this admin, this vendor, this file, these figures, for an hour. */
export function confirmationToken(
  secret: string,
  plan: ImportPlan,
  adminId: number,
  now = Date.now(),
): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${seal(secret, plan, adminId, issuedAt)}`;
}

/** Refuses a replace without a token at once, before its file is read; the token itself. */
export function requireToken(mode: ImportPlan['mode'], given: string | undefined): string {
  const token = given?.trim() ?? '';
  if (mode === 'replace' && token === '') {
    throw new ImportError(
      'Замена предложений склада требует подтверждения: сначала проверьте файл (пробная загрузка покажет, ' +
        'сколько предложений добавится, изменится и удалится), затем подтвердите замену',
      409,
    );
  }
  return token;
}

/**
 * Refuses a replace (`ImportError` 409, nothing is changed) unless it brings the token of a dry run of the same
 * file with the same figures, and, when it removes more than half of the vendor's offers, the second
 * confirmation.
 */
export function checkConfirmation(
  secret: string,
  plan: ImportPlan,
  adminId: number,
  given: { token: string | undefined; largeRemoval: boolean },
  now = Date.now(),
): void {
  if (plan.mode !== 'replace') return;
  const token = requireToken(plan.mode, given.token);
  const [issued = '', mac = ''] = token.split('.');
  const issuedAt = /^\d{1,12}$/.test(issued) ? Number(issued) : NaN;
  const expected = Buffer.from(seal(secret, plan, adminId, issuedAt));
  const actual = Buffer.from(mac);
  const fresh = issuedAt <= now / 1000 + 60 && now / 1000 - issuedAt <= CONFIRMATION_SECONDS;
  if (!fresh || actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new ImportError(
      'Подтверждение не подходит к этому файлу или устарело (файл, настройки или предложения склада ' +
        'изменились после проверки): проверьте файл ещё раз',
      409,
    );
  }
  if (isLargeRemoval(plan.changes) && !given.largeRemoval) {
    throw new ImportError(
      `Загрузка удалит ${plan.changes.removed} из ${plan.changes.existing} предложений склада — больше ` +
        'половины. Подтвердите удаление ещё раз',
      409,
    );
  }
}
