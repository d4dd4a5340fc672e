/**
 * Where the spec names a call without its full path, the path we chose and why (docs/API.md lists these in
 * "Paths we chose"; each route that follows one carries its key in `pathChoice`).
 */
export const PATH_CHOICES = {
  'web-user-v1':
    'Web user v1 (password, settings, disallow-sports) lives under /web-api/api/web/user/v1/<call>, the shape of the registration v1 JSON:API calls (/web-api/api/web/registration/v1/...).',
  'phone-versions':
    'The phone calls keep the version and namespace the spec gives them under /web-api/api: internal v2 → /web-api/api/internal/v2/phone-actions/..., v2 → /web-api/api/v2/phone-actions/..., v3 → /web-api/api/v3/phone-number/..., v1 → /web-api/api/v1/phoneActions/... (as api/internal/v1/user/passwordreset and api/v3/bonuses do).',
  'phone-lists':
    'The phone countries and phone masks lists, whose paths the spec does not show, are served at the two phone-country paths it saw: GET /web-api/user/getphonecountries and GET /web-api/api/user/phonemasks.',
  'api-v3':
    '"api-v3 v1 user agreement-with-cookies/log" is POST /web-api/api-v3/v1/user/agreement-with-cookies/log.',
  'frame-auth':
    "The frame-embedded user auth is POST /web-api/user/xframe-auth { xframe_token }, beside user/auth (xframe_token is one of the spec's login kinds).",
  referral:
    'extended-referral-users and friend-reffer-tag sit with the other referral calls: /web-api/bringfriend/extended-referral-users (POST) and /web-api/bringfriend/friend-reffer-tag (GET).',
  verification:
    'Verification calls live under /web-api/verification/: BackOffice/documents, BackOffice/upload and BackOffice/verify (each GET to read and POST to write), FaceId/verify, SumSubService/token, and for smart-id and mobile-id the three calls <scheme>/authentication (POST), <scheme>/verificationCode and <scheme>/session-status (GET, ?sessionId).',
  seo: 'SEO content: GET /web-api/frontend/seo/content (frontend SEO content), GET /web-api/seo-module/{pagedata, visual, analytics-counters, language-iso-codes}, and the footer under /web-api/seo-module/footer/{questions, information-links}.',
  subscriptions:
    'GetEventTypesByGameId sits beside GetGameSubscription: GET /service-api/SubscriptionService/api/GetEventTypesByGameId?gameId.',
  'feed-asia':
    'The Asia variants of the feed are GetAsia1x2_VZip, GetAsiaChampZip and GetAsiaGameZip (Asian handicap and totals as the main lines), in LineFeed and LiveFeed.',
  'feed-global-champ':
    'The GlobalChamp variants are GetGlobalChampsZip (championships spanning sports, e.g. the Olympics) and GetGlobalChampZip (one of them with its sports and games), in LineFeed and LiveFeed.',
  'feed-express-day':
    "The line-only express-of-the-day calls are LineFeed/GetExpressDayZip and LineFeed/GetExpressDayExtendedZip (with full games); main-line-feed/v1/expressDay is the spec's own.",
  statistics:
    "The statistics calls live under /service-api/statisticfeed/api/v1/<Call> (the platform's statistics feed), GET with the ids as query parameters (gameId, teamId, stageId, raceid).",
  restcore:
    "The restcore calls live under /service-api/restcore/api/External/v1/Web/<Call>, where the platform's clients call Sports.",
  analytics:
    'The analytics host {api} is /analytics-api on our server: POST /analytics-api/event.json and POST /analytics-api/ab.json.',
  captcha:
    'The puzzle captcha: GET /puzzle-api/v1/puzzle (a challenge) and POST /puzzle-api/v1/puzzle/verify (a single-use token); the custom captcha image: GET /web-api/captcha/custom.',
} as const satisfies Record<string, string>;

export type PathChoice = keyof typeof PATH_CHOICES;
