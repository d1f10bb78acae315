// SPEC §9 business constants, in one place so browser, machines and server agree.
// Durations are milliseconds unless the name says otherwise.

/** Every date and time is shown in India time, whatever the machine's own zone is. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

// Carousels and timers
export const BANNER_AUTO_ADVANCE_MS = 8000;
export const LANDING_EVENTS_AUTOPLAY_MS = 3000;
/** The landing events section becomes a carousel only with more than this many events. */
export const LANDING_EVENTS_CAROUSEL_THRESHOLD = 3;
export const TESTIMONIALS_AUTOPLAY_MS = 5000;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const AUTH_RECHECK_INTERVAL_MS = 1000;
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 1000;
/**
 * A payment the bank is still confirming (UPI) is asked about again after this, then after twice as
 * long each time, up to PENDING_PAYMENT_POLL_MAX_MS (Startline extension, issue 28).
 */
export const PENDING_PAYMENT_POLL_FIRST_MS = 3000;
export const PENDING_PAYMENT_POLL_MAX_MS = 30_000;

// Toasts
export const TOAST_DURATION_MS = 4000;
export const UPLOAD_FAILURE_TOAST_DURATION_MS = 5000;
export const SESSION_EXPIRED_TOAST_DURATION_MS = 3000;

// Layout
export const HEADER_SOLID_AFTER_SCROLL_PX = 10;

// Paging
export const DEFAULT_PAGE = 1;
export const LANDING_EVENTS_PAGE_SIZE = 10;
export const CAROUSEL_SECTION_PAGE_SIZE = 20;
export const LISTING_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 10;
/** Pages shown on each side of the current page in the listing's pagination. */
export const PAGINATION_WINDOW = 2;

// Ages and tickets
/** Age range an event has when the server sends none (SPEC §3 sub-event defaults). */
export const EVENT_DEFAULT_MIN_AGE = 0;
export const EVENT_DEFAULT_MAX_AGE = 100;
/** Age bounds the attendee form applies when the event gives none. */
export const ATTENDEE_DEFAULT_MIN_AGE = 0;
export const ATTENDEE_DEFAULT_MAX_AGE = 120;
/** Tickets per event when totalAllowedRegistrations is not set. */
export const DEFAULT_MAX_TICKETS = 10;

// Lengths
export const MOBILE_NUMBER_LENGTH = 10;
export const MOBILE_COUNTRY_CODE = '+91';
export const OTP_LENGTH = 6;
export const MPIN_LENGTH = 4;
export const PIN_CODE_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 3;
export const FULL_NAME_MAX_LENGTH = 50;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

// Storage keys
export const LOCAL_STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userData: 'user_data',
} as const;
export const SESSION_STORAGE_KEYS = {
  utmParams: 'utm_params',
  redirectUrl: 'redirectUrl',
} as const;
/** Keys the self-prefill tries, in this order, for the saved profile (SPEC §5). */
export const PROFILE_PREFILL_STORAGE_KEYS = ['user_data', 'user', 'userProfile', 'profile'] as const;
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

// Money and tax
export const CURRENCY = 'INR';
export const RUPEE_SIGN = '₹';
export const INVOICE_HSN_SAC_CODE = '999651';
/** SAC 998552: reservation services for event tickets (the platform fee and the convenience charge). */
export const BOOKING_FEE_SAC_CODE = '998552';
/** Tax and charge rates in basis points (1 bp = 0.01 %), so that every computation stays integer. */
export const CGST_RATE_BASIS_POINTS = 900;
export const SGST_RATE_BASIS_POINTS = 900;
/** Inter-state supplies: CGST + SGST as one head (src/domain/gst.ts). */
export const IGST_RATE_BASIS_POINTS = 1800;
export const CONVENIENCE_CHARGE_RATE_BASIS_POINTS = 200;
export const CONVENIENCE_GST_RATE_BASIS_POINTS = 1800;

/** The document's element carrying the page's first API answers (server/document-answers.ts). */
export const DOCUMENT_ANSWERS_ELEMENT_ID = 'startline-answers';

/** Its attribute saying when the answers were read (ms since the epoch): the page's clock starts there. */
export const ANSWERS_READ_AT_ATTRIBUTE = 'data-read-at';

/**
 * Where the document's loader records the buttons pressed on a drawn page before the app ran
 * (server/scripts-after-paint.ts), pressed again once it has hydrated (src/app/shell/before-hydration.ts).
 */
export const PRESSES_BEFORE_HYDRATION_GLOBAL = 'startlinePressesBeforeHydration';

/** What the browser logs when its first render does not match the page drawn on the server. */
export const HYDRATION_MISMATCH_PREFIX = 'Startline hydration mismatch:';
