import { liveBetApi } from '@sportsbook/core/api/routes/livebet.routes';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Clock } from '../../../platform/clock';
import { PlatformError } from '../../../platform/http/platform-envelope';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { CouponFields } from '../coupon/coupon-input';
import { asCheckedPlayer } from './credentials-hook';
import type { PlacementService } from './placement.service';

/** A coupon of a multi call refused on its own: its place in the answer says why. */
function refusedCoupon(error: PlatformError) {
  return {
    Id: 0,
    Error: error.message,
    ErrorCode: error.errorCode,
    FailInfo: error.message,
    Value: error.value,
  };
}

/** MakeBetWebMulti: each coupon decided on its own, in order. */
async function eachCoupon(placement: PlacementService, user: AuthUser, coupons: readonly CouponFields[]) {
  const answers: unknown[] = [];
  for (const coupon of coupons) {
    try {
      answers.push(await placement.makeBet(user, coupon, 'web'));
    } catch (error) {
      if (!(error instanceof PlatformError) || error.httpStatus !== 200) throw error;
      answers.push(refusedCoupon(error));
    }
  }
  return answers;
}

interface SharedFields {
  readonly UserId?: number | undefined;
  readonly partner?: number | undefined;
  readonly Lng?: string | undefined;
}

const withShared = (shared: SharedFields, coupon: CouponFields): CouponFields => ({
  ...(shared.UserId === undefined ? {} : { UserId: shared.UserId }),
  ...(shared.Lng === undefined ? {} : { Lng: shared.Lng }),
  ...coupon,
});

/** The bet calls: MakeBetWeb, MakeBetWebMulti, MakeBetBidWeb and putbetscommon (spec/coupon-format.md). */
export function registerPlacementRoutes(
  routes: RouteRegistrar,
  placement: PlacementService,
  clock: Clock,
): void {
  routes.implement(liveBetApi.makeBetWeb, ({ body, request }) =>
    asCheckedPlayer(request, clock, (user, session) => placement.makeBet(user, body, 'web', session)),
  );
  routes.implement(liveBetApi.makeBetBidWeb, ({ body, user }) => placement.makeBet(user!, body, 'bid'));
  routes.implement(liveBetApi.makeBetWebMulti, ({ body, user }) =>
    eachCoupon(
      placement,
      user!,
      body.Coupons.map((coupon) => withShared(body, coupon)),
    ),
  );
  routes.implement(liveBetApi.putBetsCommon, ({ body, user }) => {
    const request = body as { coupon?: CouponFields; coupons?: CouponFields[] } & CouponFields;
    if (request.coupons) return eachCoupon(placement, user!, request.coupons);
    return placement.makeBet(user!, request.coupon ?? request, 'web');
  });
}
