import { useId } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { QuestionnaireActions } from '#web/components/questionnaire/questionnaire-actions';
import { Button } from '#web/components/ui/button';

/**
 * Sebelumnya / Selanjutnya / Kirim Jawaban (spec §4): Selanjutnya only once the page is fully
 * answered; Kirim Jawaban only on the last page, once everything is answered.
 */
export function TestNavigation({
  page,
  pages,
  pageComplete,
  allAnswered,
  submitting,
  onPrevious,
  onNext,
}: {
  page: number;
  pages: number;
  pageComplete: boolean;
  allAnswered: boolean;
  submitting: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const hintId = useId();
  const isLast = page === pages - 1;
  const blocked = isLast ? !allAnswered : !pageComplete;
  return (
    <QuestionnaireActions
      hintId={hintId}
      hint={
        blocked
          ? isLast && pageComplete
            ? selftestMessages.allIncomplete
            : selftestMessages.pageIncomplete
          : null
      }
    >
      {page > 0 && (
        <Button variant="secondary" onClick={onPrevious} disabled={submitting}>
          <ArrowLeft aria-hidden="true" size={18} />
          {selftestMessages.previous}
        </Button>
      )}
      {isLast ? (
        <Button
          type="submit"
          size="lg"
          disabled={blocked}
          loading={submitting}
          aria-describedby={blocked ? hintId : undefined}
        >
          <Send aria-hidden="true" size={18} />
          {submitting ? selftestMessages.submitting : selftestMessages.submit}
        </Button>
      ) : (
        <Button onClick={onNext} disabled={blocked} aria-describedby={blocked ? hintId : undefined}>
          {selftestMessages.next}
          <ArrowRight aria-hidden="true" size={18} />
        </Button>
      )}
    </QuestionnaireActions>
  );
}
