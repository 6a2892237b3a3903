import type { BatchLine, Offer } from '@shop/shared';
import { lineArrivalDay } from '@shop/shared/delivery';
import { formatNumber, formatPrice } from '@shop/shared/format';
import { chosenOffer, lineProblem, statusText, type OfferChoice } from './lines';

export interface LineControls {
  selected: boolean;
  choice: OfferChoice;
  /** The cart's answer for this line after 'Добавить в корзину'. */
  result: string | null;
  onSelect: (selected: boolean) => void;
  onChoice: (choice: OfferChoice) => void;
  onChooseGood: (goodId: number) => void;
}

function OfferCell({
  line,
  offer,
  choice,
  controls,
}: {
  line: BatchLine;
  offer: Offer | null;
  choice: OfferChoice;
  controls: LineControls;
}) {
  if (offer === null) return <td className="batch-muted">—</td>;
  return (
    <td>
      <label className="batch-offer">
        <input
          type="radio"
          name={`offer-${line.line}`}
          checked={controls.choice === choice}
          onChange={() => controls.onChoice(choice)}
        />
        <span>
          {formatPrice(offer.price)} · {lineArrivalDay(offer)} · {offer.vendor.name}
        </span>
      </label>
    </td>
  );
}

function GoodCell({ line, onChooseGood }: { line: BatchLine; onChooseGood: (goodId: number) => void }) {
  if (line.status === 'ambiguous') {
    return (
      <td>
        <select
          aria-label={`Бренд строки ${line.line}`}
          defaultValue=""
          onChange={(event) => onChooseGood(Number(event.target.value))}
        >
          <option value="" disabled>
            Выберите бренд
          </option>
          {line.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.brandName} {choice.number} — {choice.name}
            </option>
          ))}
        </select>
      </td>
    );
  }
  if (line.good === null) return <td className="batch-muted">{line.message ?? statusText[line.status]}</td>;
  return (
    <td>
      <b>
        {line.good.brandName} {line.good.number}
      </b>
      <div className="batch-muted">{line.good.name}</div>
    </td>
  );
}

/** One line of the results: what was asked, what was found, the best offers to choose from. */
export function BatchLineRow({ line, controls }: { line: BatchLine; controls: LineControls }) {
  const offer = chosenOffer(line, controls.choice);
  const problem = line.status === 'found' ? lineProblem(line, offer) : null;
  return (
    <tr data-line={line.line} className={`batch-line batch-line-${line.status}`}>
      <td>
        <input
          type="checkbox"
          aria-label={`Выбрать строку ${line.line}`}
          checked={controls.selected}
          disabled={line.status !== 'found' || offer === null}
          onChange={(event) => controls.onSelect(event.target.checked)}
        />
      </td>
      <td>{line.line}</td>
      <td>
        {line.brandName} {line.number}
        {line.comment && <div className="batch-muted">{line.comment}</div>}
      </td>
      <td>
        <span className={`batch-status batch-status-${line.status}`}>{statusText[line.status]}</span>
      </td>
      <GoodCell line={line} onChooseGood={controls.onChooseGood} />
      <td>{formatNumber(line.amount, 0)}</td>
      <OfferCell line={line} offer={line.bestByPrice} choice="price" controls={controls} />
      <OfferCell line={line} offer={line.bestByTerm} choice="term" controls={controls} />
      <td className="batch-note">
        {controls.result ?? (problem && <span className="batch-problem">{problem}</span>)}
      </td>
    </tr>
  );
}
