import { describe, expect, it } from 'vitest';
import * as constants from '../../src/domain/constants';

// The SPEC §9 table, value by value: a change here must be a change of the SPEC.
describe('SPEC §9 constants', () => {
  it.each([
    ['BANNER_AUTO_ADVANCE_MS', 8000],
    ['LANDING_EVENTS_AUTOPLAY_MS', 3000],
    ['LANDING_EVENTS_CAROUSEL_THRESHOLD', 3],
    ['TESTIMONIALS_AUTOPLAY_MS', 5000],
    ['DEFAULT_PAGE', 1],
    ['LANDING_EVENTS_PAGE_SIZE', 10],
    ['CAROUSEL_SECTION_PAGE_SIZE', 20],
    ['LISTING_PAGE_SIZE', 12],
    ['ORDERS_PAGE_SIZE', 10],
    ['PAGINATION_WINDOW', 2],
    ['EVENT_DEFAULT_MIN_AGE', 0],
    ['EVENT_DEFAULT_MAX_AGE', 100],
    ['ATTENDEE_DEFAULT_MIN_AGE', 0],
    ['ATTENDEE_DEFAULT_MAX_AGE', 120],
    ['DEFAULT_MAX_TICKETS', 10],
    ['MOBILE_NUMBER_LENGTH', 10],
    ['MOBILE_COUNTRY_CODE', '+91'],
    ['PIN_CODE_LENGTH', 6],
    ['OTP_LENGTH', 6],
    ['MPIN_LENGTH', 4],
    ['FULL_NAME_MIN_LENGTH', 3],
    ['FULL_NAME_MAX_LENGTH', 50],
    ['OTP_RESEND_COOLDOWN_SECONDS', 30],
    ['AUTH_RECHECK_INTERVAL_MS', 1000],
    ['TOAST_DURATION_MS', 4000],
    ['UPLOAD_FAILURE_TOAST_DURATION_MS', 5000],
    ['SESSION_EXPIRED_TOAST_DURATION_MS', 3000],
    ['SESSION_EXPIRED_REDIRECT_DELAY_MS', 1000],
    ['HEADER_SOLID_AFTER_SCROLL_PX', 10],
    ['CURRENCY', 'INR'],
    ['RUPEE_SIGN', '₹'],
    ['INVOICE_HSN_SAC_CODE', '999651'],
    ['INDIA_TIME_ZONE', 'Asia/Kolkata'],
  ])('%s = %j', (name, value) => {
    expect((constants as Record<string, unknown>)[name]).toBe(value);
  });

  it('storage keys', () => {
    expect(constants.LOCAL_STORAGE_KEYS).toEqual({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      userData: 'user_data',
    });
    expect(constants.SESSION_STORAGE_KEYS).toEqual({ utmParams: 'utm_params', redirectUrl: 'redirectUrl' });
    expect(constants.PROFILE_PREFILL_STORAGE_KEYS).toEqual(['user_data', 'user', 'userProfile', 'profile']);
  });

  it('tax rates in basis points', () => {
    expect(constants.CGST_RATE_BASIS_POINTS).toBe(900);
    expect(constants.SGST_RATE_BASIS_POINTS).toBe(900);
    expect(constants.CONVENIENCE_CHARGE_RATE_BASIS_POINTS).toBe(200);
    expect(constants.CONVENIENCE_GST_RATE_BASIS_POINTS).toBe(1800);
  });
});
