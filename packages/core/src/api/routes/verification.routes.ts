import { z } from 'zod';
import { bodyId, bodyText, requiredText } from '../schemas/body-values.schema';
import { queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const verification = routeFamily({
  idPrefix: 'verification',
  pathPrefix: '/web-api/verification',
  tag: 'verification',
  envelope: 'standard',
  method: 'POST',
});

const common = { auth: 'user', issue: 9, pathChoice: 'verification' } as const;
const sessionQuery = queryObject({ sessionId: queryText(128) });

/** BackOffice documents, upload and verify, each read (GET) and written (POST). */
function backOfficeRoutes() {
  const documentType = z.looseObject({ document_type_id: bodyId.optional() });
  return {
    documentsList: verification('BackOffice.documents.list', {
      ...common,
      method: 'GET',
      path: '/web-api/verification/BackOffice/documents',
      summary: 'Documents the player uploaded, with their review status (path chosen)',
    }),
    documentsSave: verification('BackOffice.documents', {
      ...common,
      path: '/web-api/verification/BackOffice/documents',
      summary: 'Save document details: type, number, dates (path chosen)',
      body: documentType.extend({ fields: z.record(z.string().max(64), bodyText(1000)).optional() }),
    }),
    uploadList: verification('BackOffice.upload.list', {
      ...common,
      method: 'GET',
      path: '/web-api/verification/BackOffice/upload',
      summary: 'Upload slots still to fill for the player’s document type (path chosen)',
    }),
    upload: verification('BackOffice.upload', {
      ...common,
      path: '/web-api/verification/BackOffice/upload',
      summary: 'Upload a document photo (path chosen)',
      bodyKind: 'multipart',
      files: [{ name: 'file', mediaType: 'image/jpeg' }],
      body: documentType,
    }),
    verifyStatus: verification('BackOffice.verify.status', {
      ...common,
      method: 'GET',
      path: '/web-api/verification/BackOffice/verify',
      summary: 'Verification status: not verified, pending, verified or failed (path chosen)',
    }),
    verify: verification('BackOffice.verify', {
      ...common,
      path: '/web-api/verification/BackOffice/verify',
      summary: 'Send the uploaded documents for review (path chosen)',
    }),
  };
}

/** smart-id and mobile-id: start an authentication, show its verification code, poll the session status. */
function eIdRoutes<S extends z.ZodType>(scheme: 'smart-id' | 'mobile-id', start: S) {
  const name = scheme === 'smart-id' ? 'Smart-ID' : 'Mobile-ID';
  return {
    authentication: verification(`${scheme}.authentication`, {
      ...common,
      path: `/web-api/verification/${scheme}/authentication`,
      summary: `Start a ${name} authentication (path chosen)`,
      body: start,
    }),
    verificationCode: verification(`${scheme}.verificationCode`, {
      ...common,
      method: 'GET',
      path: `/web-api/verification/${scheme}/verificationCode`,
      summary: `The ${name} verification code to show the player (path chosen)`,
      query: sessionQuery,
    }),
    sessionStatus: verification(`${scheme}.session-status`, {
      ...common,
      method: 'GET',
      path: `/web-api/verification/${scheme}/session-status`,
      summary: `The ${name} session status (path chosen)`,
      query: sessionQuery,
    }),
  };
}

const personalCode = requiredText(32);

/** Verification (spec section 7): BackOffice documents, FaceId, SumSub, smart-id and mobile-id. */
export const verificationApi = {
  ...backOfficeRoutes(),
  faceIdVerify: verification('FaceId.verify', {
    ...common,
    path: '/web-api/verification/FaceId/verify',
    summary: 'Compare a selfie with the document photo (path chosen)',
    bodyKind: 'multipart',
    files: [{ name: 'photo', mediaType: 'image/jpeg' }],
  }),
  sumSubToken: verification('SumSubService.token', {
    ...common,
    path: '/web-api/verification/SumSubService/token',
    summary: 'An access token for the SumSub SDK (path chosen)',
    body: z.looseObject({ level_name: bodyText(100).optional() }).optional(),
  }),
};

export const smartIdApi = eIdRoutes(
  'smart-id',
  z.looseObject({ personal_code: personalCode, country: requiredText(2) }),
);
export const mobileIdApi = eIdRoutes(
  'mobile-id',
  z.looseObject({ personal_code: personalCode, phone_number: requiredText(32) }),
);

export const verificationRoutes = [
  ...Object.values(verificationApi),
  ...Object.values(smartIdApi),
  ...Object.values(mobileIdApi),
];
