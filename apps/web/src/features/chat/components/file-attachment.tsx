import { Download, FileText, Image, Mic } from 'lucide-react';
import type { ChatMessage } from '@sehat/core/chat/schemas';
import { formatFileSize, isAudioMime, isImageMime } from '@sehat/core/chat/file-rules';
import { chatLabels } from '@sehat/core/chat/messages';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useDataSaver } from '#web/lib/data-saver/data-saver-store';
import styles from './message.module.css';

type ChatFile = NonNullable<ChatMessage['file']>;

/**
 * A voice note or other recording: its label, a player that loads nothing until played (so
 * low-data mode needs no card of its own) and a download for what a browser cannot play (AMR).
 */
function AudioAttachment({ file }: { file: ChatFile }) {
  return (
    <figure className={`${styles.fileCard} ${styles.audioCard}`}>
      <Mic aria-hidden="true" size={28} className={styles.fileIcon} />
      <figcaption className={styles.fileText}>
        <span className={styles.fileName}>{chatLabels.audioTitle}</span>
        <span className={styles.fileSize}>
          {file.name} · {formatFileSize(file.size)}
        </span>
      </figcaption>
      <audio
        controls
        preload="none"
        src={file.url}
        aria-label={chatLabels.audioPlayer(file.name)}
        className={styles.audio}
      />
      <a href={file.url} download={file.name} className={styles.fileDownload}>
        <Download aria-hidden="true" size={16} />
        {chatLabels.download}
        <VisuallyHidden> {file.name}</VisuallyHidden>
      </a>
    </figure>
  );
}

/**
 * An image shows inline (opens full size in a new tab); a recording has a player; a PDF is a
 * card with a download link. In low-data mode an image is a card too, opened only on request
 * (ADR 206).
 */
export function FileAttachment({ file }: { file: ChatFile }) {
  const dataSaver = useDataSaver().on;
  if (isAudioMime(file.mime)) return <AudioAttachment file={file} />;
  if (isImageMime(file.mime) && dataSaver) {
    return (
      <div className={styles.fileCard}>
        <Image aria-hidden="true" size={28} className={styles.fileIcon} />
        <div className={styles.fileText}>
          <span className={styles.fileName}>{file.name}</span>
          <span className={styles.fileSize}>
            {formatFileSize(file.size)} · {dataSaverLabels.imageSkipped}
          </span>
        </div>
        <a href={file.url} target="_blank" rel="noopener" className={styles.fileDownload}>
          {dataSaverLabels.showImage}
          <VisuallyHidden> {file.name}</VisuallyHidden>
        </a>
      </div>
    );
  }
  if (isImageMime(file.mime)) {
    return (
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        className={styles.imageLink}
        aria-label={chatLabels.openImage(file.name)}
      >
        <img src={file.url} alt={chatLabels.imageAlt(file.name)} className={styles.image} loading="lazy" />
      </a>
    );
  }
  return (
    <div className={styles.fileCard}>
      <FileText aria-hidden="true" size={28} className={styles.fileIcon} />
      <div className={styles.fileText}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
      </div>
      <a href={file.url} download={file.name} className={styles.fileDownload}>
        <Download aria-hidden="true" size={16} />
        {chatLabels.download}
        <VisuallyHidden> {file.name}</VisuallyHidden>
      </a>
    </div>
  );
}
