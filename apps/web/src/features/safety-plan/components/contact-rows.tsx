import { Plus, X } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { PlanContactStep } from '@sehat/core/safety-plan/limits';
import { safetyPlanLimits } from '@sehat/core/safety-plan/limits';
import type { SafetyPlanFormValues } from '@sehat/core/safety-plan/form';
import type { SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import type { useZodForm } from '#web/lib/use-zod-form';
import styles from './safety-plan.module.css';

type PlanForm = Omit<ReturnType<typeof useZodForm<SafetyPlanFormValues, SafetyPlanContent>>, 'attachForm'>;

/** The people of one step (4 or 5) as rows of a name and a phone number, up to ten. */
export function ContactRows({ step, form }: { step: PlanContactStep; form: PlanForm }) {
  const { control } = form;
  const rows = useFieldArray({ control, name: step });
  const values = useWatch({ control, name: step });
  return (
    <div className={styles.rows}>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className={styles.row}>
          <legend className={styles.rowLegend}>{safetyPlanLabels.contactRow(index + 1)}</legend>
          <TextField
            {...form.field(`${step}.${index}.name`)}
            label={safetyPlanLabels.contactName}
            autoComplete="off"
            maxLength={safetyPlanLimits.nameMax}
          />
          <TextField
            {...form.field(`${step}.${index}.phone`)}
            label={safetyPlanLabels.contactPhone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={safetyPlanLimits.phoneMax}
          />
          <Button
            variant="ghost"
            size="sm"
            className={styles.removeRow}
            onClick={() => rows.remove(index)}
            aria-label={safetyPlanLabels.removeContact(values?.[index]?.name.trim() ?? '')}
          >
            <X aria-hidden="true" size={18} />
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className={styles.addRow}
        onClick={() => rows.append({ name: '', phone: '' })}
        disabled={rows.fields.length >= safetyPlanLimits.itemsMax}
      >
        <Plus aria-hidden="true" size={18} />
        {safetyPlanLabels.addContact}
      </Button>
    </div>
  );
}
