// The provider order a checkout opened, kept for the tab so that a reload during payment finds out
// how it ended (SPEC-beyond: 'a reload during payment lands on a page that finds out').
const keyOf = (eventUuid: string) => `startline.checkout.${eventUuid}`;

export const checkoutResume = {
  read(eventUuid: string): string | null {
    try {
      return window.sessionStorage.getItem(keyOf(eventUuid));
    } catch {
      return null;
    }
  },
  remember(eventUuid: string, providerOrderId: string): void {
    try {
      window.sessionStorage.setItem(keyOf(eventUuid), providerOrderId);
    } catch {
      // Without storage a reload simply starts afresh.
    }
  },
  forget(eventUuid: string): void {
    try {
      window.sessionStorage.removeItem(keyOf(eventUuid));
    } catch {
      // Nothing to forget.
    }
  },
};
