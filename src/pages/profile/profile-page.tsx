// SPEC §2 Profile: user header, personal information, quick actions (My Events, My Orders, Change
// MPIN, Logout), 'Profile not found' when there is no data. Renders the profile's connect and calls its view.
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { LanguageSwitch } from '../../ui/language-switch';
import type { ActorRefFrom } from 'xstate';
import type { ProfileMachine } from '../../../machines/profile/profile.machine';
import { profileConnect } from '../../../machines/profile/profile.connect';
import { AUTH_FLOW_TEXTS } from '../../domain/auth-texts';
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

  return (
    <PageContainer heading="My Profile" subtitle="Your account details and shortcuts.">
      {view.screen === 'loading' ? <LoadingIndicator label="Loading profile..." /> : null}
      {view.screen === 'notFound' ? (
        <div className="profile-card profile-empty" role="alert">
          <h2>{AUTH_FLOW_TEXTS.profileNotFound}</h2>
          <button
            type="button"
            className="button button--secondary"
            onClick={(event) => {
              focusPageHeading(event.currentTarget);
              view.retry();
            }}
          >
            Try Again
          </button>
        </div>
      ) : null}
      {view.screen === 'loaded' && view.user ? (
        <div className="profile-layout">
          <ProfileHeader user={view.user} />
          <PersonalInformation user={view.user} />
          <section className="profile-card" aria-labelledby="quick-actions-heading">
            <h2 id="quick-actions-heading" className="profile-card__heading">
              Quick Actions
            </h2>
            <div className="profile-actions">
              <InternalLink href={myEventsHref} className="button button--secondary">
                My Events
              </InternalLink>
              <InternalLink href={myOrdersHref} className="button button--secondary">
                My Orders
              </InternalLink>
              <button type="button" className="button button--secondary" onClick={view.openChangeMpin}>
                Change MPIN
              </button>
              <button type="button" className="button button--danger" onClick={view.logout}>
                Logout
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

function displayName(user: User): string {
  return user.full_name?.trim() || user.username || 'Participant';
}

function ProfileHeader({ user }: { user: User }) {
  const name = displayName(user);
  const status = user.status || 'unknown';
  return (
    <section className="profile-card profile-header" aria-label="Account">
      <span className="profile-header__avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="profile-header__text">
        <h2 className="profile-header__name">{name}</h2>
        {user.username ? <p className="profile-header__username">@{user.username}</p> : null}
      </div>
      <span className={`status-badge status-badge--${accountStatusColour(user.status)}`}>
        <span className="visually-hidden">Account status: </span>
        {status.charAt(0).toUpperCase() + status.slice(1)}
      </span>
    </section>
  );
}

function PersonalInformation({ user }: { user: User }) {
  const rows: Array<[string, string]> = [
    ['Full Name', user.full_name?.trim() || '-'],
    ['Username', user.username ?? '-'],
    ['Email', user.email ?? '-'],
    ['Mobile Number', `${MOBILE_COUNTRY_CODE} ${user.mobile_number}`],
    ['Email Verified', user.is_email_verified ? 'Yes' : 'No'],
    ['Last Login', formatOrderDate(user.last_login_at)],
  ];
  return (
    <section className="profile-card" aria-labelledby="personal-information-heading">
      <h2 id="personal-information-heading" className="profile-card__heading">
        Personal Information
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
