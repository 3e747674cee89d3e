import { Suspense, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { canDeletePost, canEditPost } from '@sehat/core/forum/permissions';
import { labels } from '@sehat/core/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { PageTitle } from '#web/components/ui/page-title';
import { useSession } from '#web/lib/auth/session';
import { forumKeys } from '../api/forum-keys';
import { useQuestions } from '../api/get-questions';
import { CrisisHelpContext } from '../hooks/use-crisis-help';
import { useDeleteQuestionFlow } from '../hooks/use-delete-question-flow';
import { useLoginRequired } from '../hooks/use-login-required';
import { useNewQuestionNotice } from '../hooks/use-new-question-notice';
import { useQuestionFilters } from '../hooks/use-question-filters';
import { useQuestionFromUrl } from '../hooks/use-question-from-url';
import { useRefreshOnFocus } from '../hooks/use-refresh-on-focus';
import { useRestoredResponseDraft } from '../hooks/use-restored-response-draft';
import { FeaturedLinks } from './featured-links';
import { ForumHero } from './forum-hero';
import { ForumSidebar } from './forum-sidebar';
import { CrisisDialog } from './crisis-dialog';
import { ForumToolbar } from './forum-toolbar';
import { preloadForumPanels, QuestionDetailPanel, QuestionFormPanel } from './forum-panels';
import { QuestionList } from './question-list';
import styles from './forum-screen.module.css';

/**
 * The forum (spec §2 Forum). `moderation` is the admin's /admin/forum-user: the same screen,
 * where any question or response may also be deleted. Forum pages are kept out of search
 * engines (noindex): people write about painful things here.
 */
export function ForumScreen({ moderation = false }: { moderation?: boolean }) {
  const { user } = useSession();
  const viewerId = user?.id ?? null;
  const queryClient = useQueryClient();
  const controls = useQuestionFilters(user !== null);
  const list = useQuestions(viewerId, controls.filters);
  const [detail, setDetail] = useState<ForumQuestion | null>(null);
  const [form, setForm] = useState<{ question?: ForumQuestion } | null>(null);
  // The text of the post that carried crisis language, while its help is open.
  const [crisisPost, setCrisisPost] = useState<string | null>(null);
  const offerCrisisHelp = useCallback((post: string) => setCrisisPost(post), []);
  const loginRequired = useLoginRequired();
  const deleteQuestion = useDeleteQuestionFlow(() => list.refetch());
  useRestoredResponseDraft(user !== null, setDetail);
  useQuestionFromUrl(setDetail);

  const refreshAll = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: forumKeys.all, refetchType: 'active' });
  }, [queryClient]);
  useRefreshOnFocus(refreshAll);
  const showNotice = useNewQuestionNotice(controls.filters.q === '', viewerId, refreshAll);

  const questions = list.data?.pages.flatMap((page) => page.questions) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const totalCapped = list.data?.pages[0]?.totalCapped ?? false;

  const ask = () => {
    if (user) setForm({});
    else void loginRequired(forumMessages.loginToAsk);
  };

  // Only the admin's moderation screen removes other people's questions.
  const actor = user ? { id: user.id, moderator: moderation } : null;
  const actionsFor = (question: ForumQuestion) => {
    const authorId = question.user?.id ?? null;
    return {
      onEdit: canEditPost(actor, authorId) ? () => setForm({ question }) : undefined,
      onDelete: canDeletePost(actor, authorId)
        ? async () => {
            if ((await deleteQuestion(question)) && detail?.id === question.id) setDetail(null);
          }
        : undefined,
    };
  };

  return (
    <CrisisHelpContext value={offerCrisisHelp}>
      <PageContainer className={styles.page}>
        <PageTitle title={labels.nav.forum} />
        <ForumHero moderation={moderation} />
        <div
          className={styles.layout}
          onPointerDown={preloadForumPanels}
          onPointerOver={preloadForumPanels}
          onFocus={preloadForumPanels}
        >
          <div className={styles.account}>
            <ForumSidebar user={user} mine={controls.filters.mine} onMine={controls.setMine} onAsk={ask} />
          </div>
          <div className={styles.main}>
            <ForumToolbar
              search={controls.search}
              onSearch={controls.setSearch}
              sort={controls.filters.sort}
              onSort={controls.setSort}
              tag={controls.filters.tag}
              onTag={controls.setTag}
              onRefresh={() => void list.refetch()}
              refreshing={list.isRefetching}
            />
            <div className={styles.status} role="status">
              {showNotice && <p className={styles.notice}>{forumMessages.newQuestionsNotice}</p>}
              {list.data && (
                <p className={styles.count}>{forumLabels.showing(questions.length, total, totalCapped)}</p>
              )}
            </div>
            <QuestionList
              state={{
                questions,
                total,
                isPending: list.isPending,
                isUpdating: list.isPlaceholderData,
                isError: list.isError,
                hasNextPage: list.hasNextPage,
                isFetchingNextPage: list.isFetchingNextPage,
                fetchNextPage: () => void list.fetchNextPage(),
                retry: () => void list.refetch(),
              }}
              filtered={controls.narrowed}
              actionsFor={actionsFor}
              onOpen={setDetail}
              onAsk={ask}
            />
          </div>
          {!moderation && (
            <div className={styles.featured}>
              <FeaturedLinks loggedIn={user !== null} />
            </div>
          )}
        </div>
        <Suspense fallback={null}>
          {detail && (
            <QuestionDetailPanel
              key={detail.id}
              initial={detail}
              viewerId={viewerId}
              moderation={moderation}
              onClose={() => setDetail(null)}
            />
          )}
          {form && (
            <QuestionFormPanel
              question={form.question}
              onClose={() => setForm(null)}
              onSaved={() => setForm(null)}
            />
          )}
        </Suspense>
        {crisisPost !== null && <CrisisDialog forumPost={crisisPost} onClose={() => setCrisisPost(null)} />}
      </PageContainer>
    </CrisisHelpContext>
  );
}
