import type { Key, ReactNode } from 'react';
import './fact-cards.css';

/** One label/value pair of a card; `className` styles the value (e.g. money). */
export interface Fact {
  label: string;
  value: ReactNode;
  className?: string;
}

export interface FactCard {
  key: Key;
  head: ReactNode;
  /** A line under the head, e.g. a description. */
  note?: ReactNode;
  facts: Fact[];
}

export interface FactCardsProps {
  /** The accessible name of the list (the same as the table's on wider screens). */
  label: string;
  cards: FactCard[];
  /** The list's own class, for a remote's look of its cards. */
  className?: string;
}

/** A list of cards instead of a table on phones: each a head line and its facts as a description list. */
export function FactCards({ label, cards, className }: FactCardsProps) {
  return (
    <ul className={['fact-cards', className].filter(Boolean).join(' ')} aria-label={label}>
      {cards.map((card) => (
        <li key={card.key} className="fact-card">
          <div className="fact-card-head">{card.head}</div>
          {card.note !== undefined && <p className="fact-card-note">{card.note}</p>}
          <dl className="fact-card-facts">
            {card.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd className={fact.className}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
