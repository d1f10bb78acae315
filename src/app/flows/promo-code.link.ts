// A promo code from a shared link (issue 28 item 6): '/event/{uuid}?promo_code=RUN10' is where people
// arrive, but the field is on the order summary, three steps on. The code is kept for the tab against
// its event until the summary reads it, so the link fills the field wherever it was opened.
const keyOf = (eventUuid: string) => `startline.promo.${eventUuid}`;

export const linkedPromoCode = {
  read(eventUuid: string): string | null {
    try {
      return window.sessionStorage.getItem(keyOf(eventUuid));
    } catch {
      return null;
    }
  },
  remember(eventUuid: string, code: string | null): void {
    const trimmed = code?.trim();
    if (!eventUuid || !trimmed) return;
    try {
      window.sessionStorage.setItem(keyOf(eventUuid), trimmed);
    } catch {
      // Without storage the code is typed on the summary instead.
    }
  },
};
