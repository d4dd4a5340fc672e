import { z } from 'zod';
import { isCallingCode } from '../../validation/calling-code';
import { bodyBool, callingCodeNumber, codeText, requiredText } from '../schemas/body-values.schema';
import { queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const phone = routeFamily({
  idPrefix: 'phone',
  pathPrefix: '/web-api/api',
  tag: 'phone',
  envelope: 'standard',
  method: 'POST',
});

/** Digits with an optional plus and separators; the phone rules of the rule engine check it properly. */
const phoneNumber = requiredText(32);
/** An ISO country code (`kz`) or a calling code of at most three digits. */
const countryCode = z.union([
  requiredText(8).refine((text) => /^[a-z]{2}$/i.test(text) || isCallingCode(text)),
  callingCodeNumber,
]);
const securityAnswer = requiredText(255);

/** Phone binding, activation and change (spec section 7: internal v2, v2, v3 and v1 calls), and the lists. */
export const phoneApi = {
  createPhoneNumberV2: phone('v2.create-phone-number', {
    path: '/web-api/api/internal/v2/phone-actions/create-phone-number',
    auth: 'user',
    issue: 6,
    summary: 'Bind a phone: send a confirmation code (path chosen)',
    pathChoice: 'phone-versions',
    body: z.looseObject({ phone_number: phoneNumber }),
  }),
  updatePhoneNumberV2: phone('v2.update-phone-number', {
    path: '/web-api/api/v2/phone-actions/update-phone-number',
    auth: 'user',
    issue: 6,
    summary: 'Change the phone with the code and the security answer (path chosen)',
    pathChoice: 'phone-versions',
    body: z.looseObject({ phone_number: phoneNumber, confirm_code: codeText, user_answer: securityAnswer }),
  }),
  updateV3: phone('v3.update', {
    path: '/web-api/api/v3/phone-number/update',
    auth: 'user',
    issue: 6,
    summary: 'Start a phone change: send a code to the new number (path chosen)',
    pathChoice: 'phone-versions',
    body: z.looseObject({ phone: phoneNumber, country_code: countryCode }),
  }),
  checkConfirmCodeV3: phone('v3.check-confirm-code', {
    method: 'GET',
    path: '/web-api/api/v3/phone-number/update/check-confirm-code',
    auth: 'user',
    issue: 6,
    summary: 'Check the code of a phone change (path chosen)',
    pathChoice: 'phone-versions',
    query: queryObject({ confirm_code: codeText }),
  }),
  checkUserAnswerV3: phone('v3.check-user-answer', {
    method: 'GET',
    path: '/web-api/api/v3/phone-number/update/check-user-answer',
    auth: 'user',
    issue: 6,
    summary: 'Check the security answer of a phone change (path chosen)',
    pathChoice: 'phone-versions',
    query: queryObject({ user_answer: securityAnswer }),
  }),
  createPhoneNumberConfirmV1: phone('v1.createPhoneNumber.confirm', {
    path: '/web-api/api/v1/phoneActions/createPhoneNumber/confirm',
    auth: 'user',
    issue: 6,
    summary: 'Confirm a bound phone with its code (path chosen)',
    pathChoice: 'phone-versions',
    body: z.looseObject({
      phone_number: phoneNumber,
      confirm_code: codeText,
      is_send_sms_to_apps: bodyBool.optional(),
    }),
  }),
  updatePhoneNumberSendCodeV1: phone('v1.updatePhoneNumber.sendCode', {
    path: '/web-api/api/v1/phoneActions/updatePhoneNumber/sendCode',
    auth: 'user',
    issue: 6,
    summary: 'Send a code to activate the phone (path chosen)',
    pathChoice: 'phone-versions',
    responseDescription: '{ message, code_length }',
  }),
  updatePhoneNumberConfirmV1: phone('v1.updatePhoneNumber.confirm', {
    path: '/web-api/api/v1/phoneActions/updatePhoneNumber/confirm',
    auth: 'user',
    issue: 6,
    summary: 'Activate the phone with the code (path chosen)',
    pathChoice: 'phone-versions',
    body: z.looseObject({ confirm_code: codeText }),
  }),
  phoneCountries: phone('getphonecountries', {
    method: 'GET',
    path: '/web-api/user/getphonecountries',
    auth: 'guest',
    issue: 5,
    summary: 'The phone countries list (path chosen)',
    pathChoice: 'phone-lists',
    query: queryObject({ lng: queryText(10).optional() }),
    responseDescription: 'a countries list of { id, name, country_code, tel_code }',
  }),
  phoneMasks: phone('phonemasks', {
    method: 'GET',
    path: '/web-api/api/user/phonemasks',
    auth: 'guest',
    issue: 5,
    summary: 'The phone masks list (path chosen)',
    pathChoice: 'phone-lists',
    responseDescription: 'a list of { CountryId, Mask, Max, Min }',
  }),
};

export const phoneRoutes = Object.values(phoneApi);
