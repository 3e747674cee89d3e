import { useQueryClient } from '@tanstack/react-query';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { ApiError } from '#web/lib/api-error';
import { useDeleteQuestion } from '../api/delete-question';
import { forumKeys } from '../api/forum-keys';

/**
 * Deleting a question as the spec describes it (§8): confirm with its title, then
 * 'Pertanyaan berhasil dihapus!' — or, if the list could not be reloaded afterwards, say so.
 */
export function useDeleteQuestionFlow(refreshList: () => Promise<{ isError: boolean }>) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const remove = useDeleteQuestion();

  return async (question: ForumQuestion): Promise<boolean> => {
    const confirmed = await dialog.confirm({
      title: dialogTitles.confirmDelete,
      message: forumMessages.deleteQuestionConfirm(question.title),
      confirmLabel: forumLabels.delete,
      tone: 'danger',
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(question.id);
    } catch (error) {
      const reason =
        error instanceof ApiError && !error.isNetworkError
          ? error.message
          : forumMessages.deleteQuestionFailed;
      await dialog.alert({ title: dialogTitles.failure, message: reason, tone: 'danger' });
      return false;
    }
    const refreshed = await refreshList();
    void queryClient.invalidateQueries({ queryKey: forumKeys.questionLists(), refetchType: 'none' });
    await dialog.alert(
      refreshed.isError
        ? { title: dialogTitles.warning, message: forumMessages.deleteQuestionRefreshFailed }
        : { title: dialogTitles.success, message: forumMessages.deleteQuestionSuccess, tone: 'success' },
    );
    return true;
  };
}
