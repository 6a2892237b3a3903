import type { ReactNode } from 'react';
import type { Company, User } from '@shop/shared';
import { formatPercent, formatPhone } from '@shop/shared/format';
import { isIndividualCompanyType } from '@shop/shared/validation';

/** 'Оптовый покупатель, наценка 15 %' or 'Розничный покупатель' (SPEC §6). */
export function buyerKind(user: User): string {
  return user.isWholesale
    ? `Оптовый покупатель, наценка ${formatPercent(user.markup)}`
    : 'Розничный покупатель';
}

/** The legal form before the name, unless the name already carries it (as suggestions fill it: 'ООО «…»'). */
function companyTitle(company: Company): string {
  if (!company.type || company.name.startsWith(`${company.type} `)) return company.name;
  return `${company.type} «${company.name}»`;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="overview-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** E-mail, phone, address and the buyer type of the account. */
export function AccountSummary({ user }: { user: User }) {
  return (
    <section className="cabinet-block" aria-labelledby="overview-account-title">
      <h2 id="overview-account-title">Учётная запись</h2>
      <dl className="overview-list">
        <Row term="Email">{user.email}</Row>
        <Row term="Тип">{buyerKind(user)}</Row>
        {user.phone && <Row term="Телефон">{formatPhone(user.phone)}</Row>}
        {user.address && <Row term="Адрес">{user.address}</Row>}
        {user.office && <Row term="Офис">{user.office.name}</Row>}
      </dl>
    </section>
  );
}

/** The requisites of a business buyer. */
export function CompanySummary({ company }: { company: Company }) {
  return (
    <section className="cabinet-block" aria-labelledby="overview-company-title">
      <h2 id="overview-company-title">Организация</h2>
      <dl className="overview-list">
        <Row term="Наименование">{companyTitle(company)}</Row>
        <Row term="ИНН">{company.inn}</Row>
        {!isIndividualCompanyType(company.type) && company.kpp && <Row term="КПП">{company.kpp}</Row>}
        <Row term="БИК">{company.bik}</Row>
        {company.bankName && <Row term="Банк">{company.bankName}</Row>}
        {company.correspondentAccount && <Row term="К/С">{company.correspondentAccount}</Row>}
        {company.settlementAccount && <Row term="Р/С">{company.settlementAccount}</Row>}
        <Row term="Юридический адрес">{company.legalAddress}</Row>
      </dl>
    </section>
  );
}
