/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { FactCards } from './FactCards.js';

describe('FactCards', () => {
  it('shows each card as a list item with its head, note and label/value facts', () => {
    render(
      <FactCards
        label="Заказы"
        className="orders-cards"
        cards={[
          {
            key: 1,
            head: <span>№ 1</span>,
            note: 'Оплата заказа',
            facts: [
              { label: 'Дата', value: '01.02.2025' },
              { label: 'Сумма', value: '100,00 ₽', className: 'money' },
            ],
          },
          { key: 2, head: <span>№ 2</span>, facts: [] },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Заказы' });
    expect(list).toHaveClass('fact-cards', 'orders-cards');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Дата', 'Сумма']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['01.02.2025', '100,00 ₽']);
    expect(within(list).getByText('100,00 ₽')).toHaveClass('money');
    expect(within(list).getAllByText('Оплата заказа')).toHaveLength(1);
    expect(within(list).getByText('№ 2')).toBeInTheDocument();
  });
});
