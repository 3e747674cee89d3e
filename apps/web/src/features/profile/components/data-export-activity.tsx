import { resultSummaryText } from '@sehat/core/chat/shareable-result';
import { formatFileSize } from '@sehat/core/chat/file-rules';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './data-export.module.css';

const when = (iso: string, anonymous = false) =>
  anonymous ? `${formatDateTime(iso)} · ${privacyMessages.anonymous}` : formatDateTime(iso);

/** The export's forum questions, responses, votes and reports, the chat messages with their files, and shared results. */
export function DataExportActivity({ forum, chat }: Pick<DataExport, 'forum' | 'chat'>) {
  return (
    <>
      <section aria-labelledby="export-questions">
        <h2 id="export-questions">{privacyMessages.sectionQuestions}</h2>
        {forum.questions.length === 0 && <p>{privacyMessages.none}</p>}
        {forum.questions.map((question) => (
          <article key={question.id} className={styles.item}>
            <h3>{question.title}</h3>
            <p className={styles.meta}>{when(question.createdAt, question.anonymous)}</p>
            <p className={styles.text}>{question.desc}</p>
          </article>
        ))}
      </section>
      <section aria-labelledby="export-responses">
        <h2 id="export-responses">{privacyMessages.sectionResponses}</h2>
        {forum.responses.length === 0 && <p>{privacyMessages.none}</p>}
        {forum.responses.map((response) => (
          <article key={response.id} className={styles.item}>
            <p className={styles.meta}>
              {privacyMessages.onQuestion(response.questionTitle)} ·{' '}
              {when(response.createdAt, response.anonymous)}
            </p>
            <p className={styles.text}>{response.text}</p>
          </article>
        ))}
      </section>
      <section aria-labelledby="export-votes">
        <h2 id="export-votes">{privacyMessages.sectionVotes}</h2>
        {forum.votes.length === 0 && <p>{privacyMessages.none}</p>}
        <ul>
          {forum.votes.map((vote) => (
            <li key={vote.responseId}>
              {privacyMessages.voteOn(vote.responseId)} · {formatDateTime(vote.createdAt)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="export-reports">
        <h2 id="export-reports">{privacyMessages.sectionReports}</h2>
        {forum.reports.length === 0 && <p>{privacyMessages.none}</p>}
        {forum.reports.map((report) => (
          <article key={`${report.kind}-${report.itemId}`} className={styles.item}>
            <p className={styles.meta}>
              {report.kind === 'question'
                ? privacyMessages.reportOnQuestion(report.itemId)
                : privacyMessages.reportOnResponse(report.itemId, report.questionId)}{' '}
              · {formatDateTime(report.createdAt)}
            </p>
            <p className={styles.text}>
              {privacyMessages.reportReason(forumSafetyLabels.reasons[report.reason])}
            </p>
            {report.note && <p className={styles.text}>{privacyMessages.reportNote(report.note)}</p>}
          </article>
        ))}
      </section>
      <section aria-labelledby="export-chat">
        <h2 id="export-chat">{privacyMessages.sectionChat}</h2>
        {chat.messages.length === 0 && <p>{privacyMessages.none}</p>}
        {chat.messages.map((message) => (
          <article key={message.id} className={styles.item}>
            <p className={styles.meta}>
              {message.senderRole === 'user' ? privacyMessages.senderYou : privacyMessages.senderCounsellor} ·{' '}
              {formatDateTime(message.createdAt)}
            </p>
            <p className={styles.text}>
              {message.file ? (
                <a href={message.file.url} target="_blank" rel="noopener">
                  {privacyMessages.file(message.file.name, formatFileSize(message.file.size))}
                </a>
              ) : (
                message.message
              )}
            </p>
          </article>
        ))}
      </section>
      <section aria-labelledby="export-shared-results">
        <h2 id="export-shared-results">{privacyMessages.sectionSharedResults}</h2>
        {chat.sharedResults.length === 0 && <p>{privacyMessages.none}</p>}
        {chat.sharedResults.map((shared) => (
          <article key={`${shared.sharedAt}-${shared.testedAt}`} className={styles.item}>
            <p className={styles.meta}>
              {privacyMessages.sharedOn(formatDateTime(shared.testedAt), formatDateTime(shared.sharedAt))}
            </p>
            <p className={styles.text}>
              {privacyMessages.sharedResult(resultSummaryText(shared), shared.crisis)}
            </p>
          </article>
        ))}
      </section>
    </>
  );
}
