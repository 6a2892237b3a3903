import type { UserType } from '@shop/shared';
import type { Executor } from '../db/connection.js';
import { insertContractIfNumberFree, openWholesaleRequest } from './queries.js';

/** The contract every new customer orders under: the shop's public offer (the `/oferta` page). */
export const offerContract = {
  name: 'Розничный договор (публичная оферта)',
  numberPrefix: 'РЗ-',
} as const;

/** Numbers tried after `РЗ-{id}` when a manager has already given it to another contract. */
const NUMBER_ATTEMPTS = 20;

/**
 * What a customer gets at registration, in its transaction: a retail contract under the public offer, current
 * and open for orders (its payment methods: online, card, cash — payment-methods/service.ts), so the first
 * order needs no manager; a business buyer also gets a request for a wholesale contract for the back office.
 */
export async function openCustomerContracts(trx: Executor, userId: number, type: UserType): Promise<void> {
  for (let attempt = 1; attempt <= NUMBER_ATTEMPTS; attempt += 1) {
    const suffix = attempt === 1 ? '' : `-${attempt}`;
    const contract = await insertContractIfNumberFree(trx, {
      user_id: userId,
      name: offerContract.name,
      number: `${offerContract.numberPrefix}${userId}${suffix}`,
      type: 'retail',
      balance: '0',
      credit_limit: '0',
      overdue_debt: '0',
      is_current: true,
      is_for_order: true,
    });
    if (contract === null) continue;
    if (type === 'business') await openWholesaleRequest(trx, userId);
    return;
  }
  throw new Error(`Не удалось подобрать номер договора для пользователя ${userId}`);
}
