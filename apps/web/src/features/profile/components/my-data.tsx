import { useState } from 'react';
import { Download, FileCheck, FileText } from 'lucide-react';
import { consentMessages } from '@sehat/core/privacy/consent-messages';
import { deleteAccountBodySchema } from '@sehat/core/privacy/schemas';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { buttonClassName } from '#web/components/ui/button-classes';
import { ButtonLink } from '#web/components/ui/button-link';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import { apiPaths, paths, profileSections } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import { useDeleteAccount } from '../api/delete-account';
import styles from './my-data.module.css';

/** Profile → "Data Saya": download a copy of one's data, or delete the account for good. */
export function MyData() {
  const dialog = useDialog();
  const remove = useDeleteAccount();
  const [leaving, setLeaving] = useState(false);
  const { attachForm, ...form } = useZodForm({
    schema: deleteAccountBodySchema,
    defaultValues: { password: '' },
  });

  const onSubmit = form.submitWith(async (body) => {
    const confirmed = await dialog.confirm({
      title: privacyMessages.deleteTitle,
      message: privacyMessages.deleteExplanation,
      confirmLabel: privacyMessages.deleteConfirm,
      cancelLabel: privacyMessages.deleteCancel,
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(body, {
      onSuccess: () => {
        // A full reload: nothing of the deleted account stays in memory.
        setLeaving(true);
        window.location.assign(paths.AccountDeleted.getHref());
      },
      onError: (error) => form.showFailure(error, errorMessage(error)),
    });
  });

  return (
    <section className={styles.section} aria-labelledby="my-data-title">
      <h2 id="my-data-title" className={styles.title}>
        {privacyMessages.dataTitle}
      </h2>
      <p className={styles.hint}>{privacyMessages.exportHint}</p>
      <div className={styles.exportLinks}>
        <a href={apiPaths.profileExport} download className={buttonClassName({ variant: 'secondary' })}>
          <Download size={18} aria-hidden="true" />
          {privacyMessages.exportButton}
        </a>
        <ButtonLink to={paths.MyData.getHref()} variant="secondary">
          <FileText size={18} aria-hidden="true" />
          {privacyMessages.viewLink}
        </ButtonLink>
        <ButtonLink to={paths.ConsentSettings.getHref()} variant="secondary">
          <FileCheck size={18} aria-hidden="true" />
          {consentMessages.profileLink}
        </ButtonLink>
      </div>
      <form
        ref={attachForm}
        id={profileSections.deleteAccount}
        className={styles.danger}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <h3 className={styles.subtitle}>{privacyMessages.deleteButton}</h3>
        <p className={styles.hint}>{privacyMessages.deleteExplanation}</p>
        <FormAlert {...form.alert} />
        <TextField
          {...form.field('password')}
          label={privacyMessages.deletePassword}
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="danger" loading={remove.isPending || leaving}>
          {remove.isPending || leaving ? privacyMessages.deleting : privacyMessages.deleteButton}
        </Button>
      </form>
    </section>
  );
}
