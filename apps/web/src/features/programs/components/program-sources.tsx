import type { Program } from '@sehat/core/programs/program';
import { programLabels } from '@sehat/core/programs/messages';
import styles from './programs.module.css';

/** Where the programme's ideas come from. */
export function ProgramSources({ program }: { program: Program }) {
  return (
    <section className={styles.panel} aria-labelledby="program-sources">
      <h2 id="program-sources" className={styles.panelTitle}>
        {programLabels.sourcesTitle}
      </h2>
      <ul className={styles.sources}>
        {program.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener noreferrer" target="_blank">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
