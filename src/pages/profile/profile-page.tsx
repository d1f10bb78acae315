// SPEC §2 Profile: user header, personal information, quick actions (My Events, My Orders, Change
// MPIN, Logout), 'Profile not found' when there is no data. Renders the profile's connect and calls its view.
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { LanguageSwitch } from '../../ui/language-switch';
import type { ActorRefFrom } from 'xstate';
import type { ProfileMachine } from '../../../machines/profile/profile.machine';
import { profileConnect } from '../../../machines/profile/profile.connect';
import { useLocalText } from '../../i18n/worded-text';
import type { User } from '../../api/types';
import { formatOrderDate } from '../../domain/dates';
import { MOBILE_COUNTRY_CODE } from '../../domain/constants';
import { accountStatusColour } from '../../domain/statuses';
import { PageContainer } from '../../ui/page-container';
import { focusPageHeading } from '../../ui/focus-page-heading';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useConnect } from '../../ui/hooks/use-connect';
import { usePrefetchedAuthModal } from '../../ui/auth/lazy-auth-modal';
import { ChangeMpinModal } from './change-mpin-modal';
import { DeleteAccountDialog } from './delete-account-dialog';
import { YourData } from './your-data';
import type { AccountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import type { DataExportMachine } from '../../../machines/data-export/data-export.machine';
import './profile.css';

export interface ProfilePageProps {
  profile: ActorRefFrom<ProfileMachine>;
  dataExport: ActorRefFrom<DataExportMachine>;
  accountDeletion: ActorRefFrom<AccountDeletionMachine>;
  myEventsHref: string;
  myOrdersHref: string;
}

export function ProfilePage({ profile, dataExport, accountDeletion, myEventsHref, myOrdersHref }: ProfilePageProps) {
  const view = useConnect(profile, profileConnect);
  usePrefetchedAuthModal();
  const { t } = useTranslation();

  return (
    <PageContainer heading={t('profilePage.heading')} subtitle={t('profilePage.subtitle')}>
      {view.screen === 'loading' ? <LoadingIndicator label={t('profilePage.loading')} /> : null}
      {view.screen === 'notFound' ? (
        <div className="profile-card profile-empty" role="alert">
          <h2>{t('authToasts.profileNotFound')}</h2>
          <button
            type="button"
            className="button button--secondary"
            onClick={(event) => {
              focusPageHeading(event.currentTarget);
              view.retry();
            }}
          >
            {t('profilePage.tryAgain')}
          </button>
        </div>
      ) : null}
      {view.screen === 'loaded' && view.user ? (
        <div className="profile-layout">
          <ProfileHeader user={view.user} />
          <PersonalInformation user={view.user} />
          <section className="profile-card" aria-labelledby="quick-actions-heading">
            <h2 id="quick-actions-heading" className="profile-card__heading">
              {t('profilePage.quickActions')}
            </h2>
            <div className="profile-actions">
              <InternalLink href={myEventsHref} className="button button--secondary">
                {t('profilePage.myEvents')}
              </InternalLink>
              <InternalLink href={myOrdersHref} className="button button--secondary">
                {t('profilePage.myOrders')}
              </InternalLink>
              <button type="button" className="button button--secondary" onClick={view.openChangeMpin}>
                {t('profilePage.changeMpin')}
              </button>
              <button type="button" className="button button--danger" onClick={view.logout}>
                {t('profilePage.logout')}
              </button>
            </div>
          </section>
          <LanguageCard />
          <YourData dataExport={dataExport} accountDeletion={accountDeletion} />
        </div>
      ) : null}
      <DeleteAccountDialog deletion={accountDeletion} />
      {view.changeMpin ? <ChangeMpinModal changeMpin={view.changeMpin} onClose={view.closeChangeMpin} /> : null}
    </PageContainer>
  );
}

/** Issue 30: the language switch, as in the header. */
function LanguageCard() {
  const { t } = useTranslation();
  return (
    <section className="profile-card" aria-labelledby="language-heading">
      <h2 id="language-heading" className="profile-card__heading">
        {t('profile.languageHeading')}
      </h2>
      <p>{t('profile.languageIntro')}</p>
      <LanguageSwitch />
    </section>
  );
}

function displayName(user: User, participant: string): string {
  return user.full_name?.trim() || user.username || participant;
}

const ACCOUNT_STATUSES = ['active', 'inactive', 'pending', 'unknown'] as const;

/** The account's status in the reader's language when it is one the product knows, else as the server said it. */
function statusText(status: string, statuses: Record<(typeof ACCOUNT_STATUSES)[number], string>): string {
  const known = ACCOUNT_STATUSES.find((candidate) => candidate === status.trim().toLowerCase());
  return known ? statuses[known] : status.charAt(0).toUpperCase() + status.slice(1);
}

function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = displayName(user, t('profilePage.participant'));
  const status = user.status || 'unknown';
  return (
    <section className="profile-card profile-header" aria-label={t('profilePage.account')}>
      <span className="profile-header__avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="profile-header__text">
        <h2 className="profile-header__name">{name}</h2>
        {user.username ? <p className="profile-header__username">@{user.username}</p> : null}
      </div>
      <span className={`status-badge status-badge--${accountStatusColour(user.status)}`}>
        <span className="visually-hidden">{t('profilePage.accountStatus')}</span>
        {statusText(status, t('profilePage.statuses', { returnObjects: true }))}
      </span>
    </section>
  );
}

function PersonalInformation({ user }: { user: User }) {
  const { t } = useTranslation();
  const local = useLocalText();
  const rows: Array<[string, string]> = [
    [t('profilePage.fullName'), user.full_name?.trim() || '-'],
    [t('profilePage.username'), user.username ?? '-'],
    [t('profilePage.email'), user.email ?? '-'],
    [t('profilePage.mobileNumber'), `${MOBILE_COUNTRY_CODE} ${user.mobile_number}`],
    [t('profilePage.emailVerified'), user.is_email_verified ? t('profilePage.yes') : t('profilePage.no')],
    [t('profilePage.lastLogin'), local(formatOrderDate(user.last_login_at)) ?? ''],
  ];
  return (
    <section className="profile-card" aria-labelledby="personal-information-heading">
      <h2 id="personal-information-heading" className="profile-card__heading">
        {t('profilePage.personalInformation')}
      </h2>
      <dl className="profile-details">
        {rows.map(([term, value]) => (
          <div key={term} className="profile-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
