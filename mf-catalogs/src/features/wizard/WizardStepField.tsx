import { Button } from '@shop/shared/kit/button';
import { Select } from '@shop/shared/kit/select';
import type { WizardStep } from '../../api/laximo';

const EMPTY = '';

/** The select's options: 'Не выбрано', the step's choices, and the chosen value when it is not among them. */
function stepOptions(step: WizardStep): { value: string; label: string }[] {
  const options = [
    { value: EMPTY, label: 'Не выбрано' },
    ...step.options.map((option) => ({ value: option.key, label: option.value })),
  ];
  if (step.determined && !step.options.some((option) => option.value === step.value)) {
    options.push({ value: chosenKey(step), label: step.value });
  }
  return options;
}

/** The key shown as chosen: the option whose label is the step's value; a made-up one for a value without options. */
function chosenKey(step: WizardStep): string {
  if (!step.determined) return EMPTY;
  return step.options.find((option) => option.value === step.value)?.key ?? `chosen:${step.conditionId}`;
}

/**
 * One wizard step (SPEC §2 'Vehicle wizard'): a select with 'Не выбрано' and a clear button (×) when the step is
 * determined and not automatic. `onChoose` gets the ssd to go to.
 */
export function WizardStepField({ step, onChoose }: { step: WizardStep; onChoose: (ssd: string) => void }) {
  const id = `wizard-step-${step.conditionId}`;
  const current = chosenKey(step);
  return (
    <div className="wizard-step">
      <label htmlFor={id}>{step.name}</label>
      <div className="wizard-step-row">
        <Select
          id={id}
          value={current}
          options={stepOptions(step)}
          disabled={step.automatic}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(key: string) => {
            if (key === current) return;
            onChoose(key === EMPTY ? step.ssd : key);
          }}
          className="wizard-select"
        />
        {step.determined && !step.automatic && (
          <Button aria-label={`Очистить «${step.name}»`} title="Очистить" onClick={() => onChoose(step.ssd)}>
            ×
          </Button>
        )}
      </div>
    </div>
  );
}
