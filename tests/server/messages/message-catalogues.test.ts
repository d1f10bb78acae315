// The messages' catalogues (server/messages/locales, issue 30 part 2): every key in both languages with
// the same placeholders (the DLT template's variables), English exactly SMS_TEMPLATES, and the Hindi
// text worded from the same variables, Devanagari names intact.
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES, smsIn } from '../../../server/messages/i18n';
import type { SmsMessage } from '../../../server/messages/sms/provider';
import { SMS_TEMPLATES, otpSms } from '../../../server/messages/texts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const en = flatten(MESSAGE_CATALOGUES.en);
const hi = flatten(MESSAGE_CATALOGUES.hi);

describe('the message catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s has the same placeholders in both, and Hindi is written in Devanagari', (key) => {
    expect(placeholders(hi[key]!)).toEqual(placeholders(en[key]!));
    expect(hi[key]).toMatch(/[\u0900-\u097F]/);
  });

  it('English is SMS_TEMPLATES word for word: the registered DLT templates', () => {
    expect(MESSAGE_CATALOGUES.en.sms).toEqual(SMS_TEMPLATES);
  });
});

describe('smsIn', () => {
  const otp: SmsMessage = { mobileNumber: '9876543210', template: 'otp', ...otpSms('123456') };

  it('leaves an English SMS as it is, byte for byte', () => {
    expect(smsIn('en', otp)).toBe(otp);
  });

  it('words a Hindi one from the same variables, marked Hindi for its DLT template', () => {
    const hindi = smsIn('hi', otp);
    expect(hindi).toEqual({
      ...otp,
      language: 'hi',
      text: '123456 आपका Startline OTP है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
    });
  });

  it('keeps a name typed in Devanagari intact', () => {
    const variables = {
      sender: 'आशा शर्मा',
      event: 'मुंबई मैराथन',
      until: '05 Jan 2031, 10:30 AM',
      link: 'https://s.example/t',
    };
    const sms = smsIn('hi', { mobileNumber: '9876543210', template: 'transfer', variables, text: '' });
    expect(sms.text).toBe(
      'Startline: आशा शर्मा आपको मुंबई मैराथन का अपना टिकट दे रहे हैं। इस नंबर से साइन इन करें और 05 Jan 2031, 10:30 AM तक स्वीकार करें: https://s.example/t',
    );
  });
});
