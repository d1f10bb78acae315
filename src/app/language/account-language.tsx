// The language remembered on the account (issue 30 part 2), on top of the device's (LanguageProvider):
// a signed-in person's switch also saves the choice to the account (PUT /auth/me/language), so their
// SMS and e-mails follow it and another device takes it; and signing in on a device where nobody ever
// chose a language takes the account's. The device's choice keeps working offline and signed out: a
// save that fails only leaves the account as it was. No machine is involved: the session's
// 'sessionStarted' (a sign-in) is only listened to, and the save is an effect of this composition root.
import { useCallback, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { isLanguage, type Language } from '../../domain/language';
import { LanguageChoiceProvider, useLanguageChoice } from '../../i18n/language-choice';
import { useServices } from '../services';
import { useIsSignedIn, useSessionActor } from '../session/session-provider';
import { readChosenLanguage } from './chosen-language';

/** What the account's language needs from outside: the device's remembered choice and the account. */
export interface AccountLanguageDependencies {
  /** The language chosen on this device, or null when none ever was. */
  deviceChoice: () => Language | null;
  /** Saves the signed-in person's language on their account. */
  saveToAccount: (language: Language) => Promise<void>;
}

function browserDeviceChoice(): Language | null {
  if (typeof document === 'undefined') return null;
  let storage: Storage | null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return readChosenLanguage(document, storage);
}

/** The account language over the app's API client (its token, and the refresh on a 401). */
function useBrowserDependencies(): AccountLanguageDependencies {
  const { api } = useServices();
  return useMemo(
    () => ({
      deviceChoice: browserDeviceChoice,
      saveToAccount: async (language) => {
        const { error, response } = await api.PUT('/auth/me/language', { body: { language } });
        if (error) throw new Error(`the account's language was not saved (${response.status})`);
      },
    }),
    [api],
  );
}

export function AccountLanguage({
  dependencies,
  children,
}: {
  dependencies?: AccountLanguageDependencies;
  children: ReactNode;
}) {
  const browser = useBrowserDependencies();
  const { deviceChoice, saveToAccount } = dependencies ?? browser;
  const device = useLanguageChoice();
  const session = useSessionActor();
  const signedIn = useIsSignedIn();

  useEffect(() => {
    const subscription = session.on('sessionStarted', ({ session: started }) => {
      const account = started.user.language;
      if (!isLanguage(account) || deviceChoice() !== null) return;
      // Chosen on the device from now on too, as if the person had chosen it here.
      if (account !== device.language) device.choose(account);
    });
    return () => subscription.unsubscribe();
  }, [session, deviceChoice, device]);

  const choose = useCallback(
    (language: Language) => {
      device.choose(language);
      if (!signedIn) return;
      saveToAccount(language).catch((error: unknown) => {
        console.warn('Startline kept the language on this device only', error);
      });
    },
    [device, signedIn, saveToAccount],
  );
  const choice = useMemo(() => ({ language: device.language, choose }), [device.language, choose]);
  return <LanguageChoiceProvider value={choice}>{children}</LanguageChoiceProvider>;
}
