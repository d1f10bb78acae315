import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { changeMpinMachine } from '../../../machines/change-mpin/change-mpin.machine';
import { profileMachine } from '../../../machines/profile/profile.machine';
import { ProfilePage } from '../../pages/profile/profile-page';
import { createProfileActors } from './profile';
import { createAccountRightsActors } from './data-export';
import { accountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { dataExportMachine } from '../../../machines/data-export/data-export.machine';
import { useWordedNotices } from './shared/worded-notices';
import { inspect } from '../inspector';
import { withUtmParams } from '../navigation';
import { useServices } from '../services';
import { useSessionActor, useSessionUser, useIsSignedIn } from '../session/session-provider';

/** Route /profile: GET /auth/me (falling back to user_data), Change MPIN and Logout through the session. */
export default function ProfileScreen() {
  const { api } = useServices();
  const session = useSessionActor();
  const signedIn = useIsSignedIn();
  const storedUser = useSessionUser();
  const [, navigate] = useLocation();
  // What the page starts from; later session changes are the session's business (it leaves on logout).
  const [input] = useState(() => ({ signedIn, storedUser }));
  const machine = useMemo(() => {
    const { loadProfile, updateMpin } = createProfileActors(api);
    return profileMachine.provide({
      actors: { loadProfile, changeMpin: changeMpinMachine.provide({ actors: { updateMpin } }) },
    });
  }, [api]);
  const profile = useActorRef(machine, { input, inspect });
  const rights = useMemo(() => {
    const { exportData, deleteAccount } = createAccountRightsActors(api);
    return {
      exportMachine: dataExportMachine.provide({ actors: { exportData } }),
      deletionMachine: accountDeletionMachine.provide({ actors: { deleteAccount } }),
    };
  }, [api]);
  const dataExport = useActorRef(rights.exportMachine, { inspect });
  const accountDeletion = useActorRef(rights.deletionMachine, { inspect });
  useWordedNotices(dataExport);
  useWordedNotices(accountDeletion);
  const changeMpin = useSelector(profile, (s) => s.children.changeMpin);
  useWordedNotices(profile);
  useWordedNotices(changeMpin);

  useEffect(() => {
    const leave = profile.on('leave', (event) => navigate(withUtmParams(event.to)));
    const logout = profile.on('logout', () => session.send({ type: 'LOGOUT' }));
    return () => {
      leave.unsubscribe();
      logout.unsubscribe();
    };
  }, [profile, session, navigate]);

  // The account is gone: this browser forgets the session and goes home.
  useEffect(() => {
    const deleted = accountDeletion.on('accountDeleted', () => session.send({ type: 'ACCOUNT.DELETED' }));
    return () => deleted.unsubscribe();
  }, [accountDeletion, session]);

  // A changed MPIN ended every other session; this one goes on with the tokens the server answered.
  useEffect(() => {
    if (!changeMpin) return;
    const renewed = changeMpin.on('sessionRenewed', ({ token, refreshToken }) => {
      const user = storedUser;
      if (user) session.send({ type: 'SESSION.START', session: { token, refresh_token: refreshToken, user } });
    });
    return () => renewed.unsubscribe();
  }, [changeMpin, session, storedUser]);

  return (
    <ProfilePage
      profile={profile}
      dataExport={dataExport}
      accountDeletion={accountDeletion}
      myEventsHref="/my-events"
      myOrdersHref="/my-orders"
    />
  );
}
