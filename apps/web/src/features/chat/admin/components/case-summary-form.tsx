import { useState, type FormEvent } from 'react';
import {
  caseNoteLimits,
  caseRiskLevels,
  type CaseRiskLevel,
  type CaseSummary,
} from '@sehat/core/chat/case-notes';
import { caseNoteLabels, caseNoteMessages, caseRiskLevelNames } from '@sehat/core/chat/case-messages';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useSaveCaseSummary } from '../api/case-summary';
import styles from './case-panel.module.css';

const riskOptions = caseRiskLevels.map((value) => ({ value, label: caseRiskLevelNames[value] }));

/** Writes the case summary: risk level, whether a referral was made, and the follow-up. */
export function CaseSummaryForm({
  conversationId,
  saved,
  onDone,
}: {
  conversationId: number;
  saved: CaseSummary | null;
  onDone: () => void;
}) {
  const save = useSaveCaseSummary(conversationId);
  const [riskLevel, setRiskLevel] = useState<CaseRiskLevel>(saved?.riskLevel ?? 'rendah');
  const [referralMade, setReferralMade] = useState(saved?.referralMade ?? false);
  const [followUp, setFollowUp] = useState(saved?.followUp ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { riskLevel, referralMade, followUp },
      {
        onSuccess: onDone,
        onError: (failure) => setError(errorMessage(failure, caseNoteMessages.saveFailed)),
      },
    );
  };

  return (
    <form
      className={styles.summaryForm}
      aria-label={caseNoteLabels.summaryTitle}
      onSubmit={submit}
      noValidate
    >
      <SelectField
        label={caseNoteLabels.riskLevel}
        options={riskOptions}
        value={riskLevel}
        onChange={(event) => setRiskLevel(event.target.value as CaseRiskLevel)}
      />
      <CheckboxField
        label={caseNoteLabels.referralMade}
        checked={referralMade}
        onChange={(event) => setReferralMade(event.target.checked)}
      />
      <TextareaField
        label={caseNoteLabels.followUp}
        hint={caseNoteLabels.followUpHint}
        rows={2}
        maxLength={caseNoteLimits.followUpMax}
        value={followUp}
        onChange={(event) => setFollowUp(event.target.value)}
      />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={save.isPending}>
          {save.isPending ? caseNoteLabels.savingSummary : caseNoteLabels.saveSummary}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {caseNoteLabels.cancel}
        </Button>
      </div>
    </form>
  );
}
