// Issue 27 item 3: the person's rights of access and erasure (DPDP Act 2023 §11-12) on /profile.
import type { ActorRefFrom } from 'xstate';
import { accountDeletionConnect } from '../../../machines/account-deletion/account-deletion.connect';
import type { AccountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { dataExportConnect } from '../../../machines/data-export/data-export.connect';
import type { DataExportMachine } from '../../../machines/data-export/data-export.machine';
import { PRIVACY_POLICY_PATH } from '../../domain/privacy';
import { InternalLink } from '../../ui/internal-link';
import { useConnect } from '../../ui/hooks/use-connect';
import { useTranslation } from 'react-i18next';

interface YourDataProps {
  dataExport: ActorRefFrom<DataExportMachine>;
  accountDeletion: ActorRefFrom<AccountDeletionMachine>;
}

export function YourData({ dataExport, accountDeletion }: YourDataProps) {
  const exporting = useConnect(dataExport, dataExportConnect);
  const deletion = useConnect(accountDeletion, accountDeletionConnect);
  const { t } = useTranslation();
  return (
    <section className="profile-card profile-your-data" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="profile-card__heading">
        {t('yourData.heading')}
      </h2>
      <p className="profile-card__text">
        {t('yourData.intro')} <InternalLink href={PRIVACY_POLICY_PATH}>{t('yourData.policyLink')}</InternalLink>
      </p>
      <div className="profile-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={exporting.download}
          disabled={exporting.busy}
          aria-busy={exporting.busy}
        >
          {exporting.busy ? t('yourData.preparingData') : t('yourData.downloadData')}
        </button>
        <button type="button" className="button button--danger" onClick={deletion.openDialog}>
          {t('yourData.deleteAccount')}
        </button>
      </div>
    </section>
  );
}
