import { legalPages } from '@sehat/core/legal/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { useSiteInfo } from '#web/lib/site/site-info';
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
  const { retention, contact, counsellorTeam } = useSiteInfo();
  const privacy = legalPages.privacy;
  const sections = privacy.sections({ ...retention, email: contact.email, team: counsellorTeam });
  return <LegalPage content={{ title: privacy.title, intro: privacy.intro, sections }} />;
}

export function TermsOfUseRoute() {
  return <LegalPage content={legalPages.terms} />;
}
