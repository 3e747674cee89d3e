import { legalPages } from '@sehat/core/legal/messages';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTitle } from '../../../components/ui/page-title';
import styles from './legal-page.module.css';

type LegalContent = {
  title: string;
  intro: string;
  sections: readonly { heading: string; text: string }[];
};

function LegalPage({ content }: { content: LegalContent }) {
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={content.title} />
      <PageHeader title={content.title} eyebrow={legalPages.updated}>
        <p>{content.intro}</p>
      </PageHeader>
      <div className={styles.body}>
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}

export function PrivacyPolicyRoute() {
  return <LegalPage content={legalPages.privacy} />;
}

export function TermsOfUseRoute() {
  return <LegalPage content={legalPages.terms} />;
}
