import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { useCouponSelections, type CouponSelection } from '../../../shared/coupon/coupon-selections.store';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { account } from '../../wallet/wallet.fixture';
import { useSlipSettings } from './bet-slip-settings.store';
import { CouponSelectionsList } from './coupon-selections-list';
import { useSlipPlacement } from './slip-placement.store';

const LIVEBET = '/service-api/LiveBet';

const pick = (gameId: number, price: number, selection: string): CouponSelection => ({
  gameId,
  mainGameId: gameId,
  type: 1,
  param: 0,
  price,
  kind: 3,
  names: { game: `Game ${gameId}`, champ: 'League', market: '1X2', selection },
});

const envelope = (Value: unknown, ErrorCode = 0, Error = '') =>
  json({ Success: ErrorCode === 0, Error, ErrorCode, Guid: '', Id: 0, Value });

/** UpdateCoupon of singles at once as the server prices them: each pick at its own stake, summed. */
const quote: Handler = ({ body }) => {
  const { Events, GroupsSumms = [] } = body as {
    Events: { GameId: number; Coef: number }[];
    GroupsSumms?: number[];
  };
  const groups = Events.map((leg, index) => ({
    Summ: GroupsSumms[index] ?? 0,
    Coef: leg.Coef,
    maxBet: 100,
    TaxSumm: 0,
    PossibleWin: Math.floor((GroupsSumms[index] ?? 0) * leg.Coef * 100) / 100,
  }));
  return envelope({
    Coef: 0,
    AntiExpressCoef: 0,
    minBet: 0.2,
    maxBet: 100,
    PossibleWin: groups.reduce((sum, group) => sum + group.PossibleWin, 0),
    BoostPercent: 0,
    BoostSumm: 0,
    TaxSumm: 0,
    MinBetSystem: 0.2,
    changeCf: false,
    Events: Events.map((leg) => ({ ...leg, Type: 1, Param: 0, Block: false, Finish: false })),
    Groups: groups,
  });
};

function renderSlip(routes: Record<string, Handler>) {
  const server = mockServer({
    session: playerSession(),
    routes: { [`POST ${LIVEBET}/Open/UpdateCoupon`]: quote, ...routes },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={null}>
        <CouponSelectionsList />
      </Suspense>
    </QueryClientProvider>,
  );
  return server;
}

/** The slip once its site configuration has loaded. */
const sameStake = () => screen.findByRole('textbox', { name: 'Same stake for all' });

const bodiesOf = (server: ReturnType<typeof mockServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const pickStake = (selection: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^Stake on ${selection} `) });

/**
 * Types the same stake for all and waits until the first pick shows it. On CI's busy machine a change made as
 * soon as the field appeared once left every pick empty (the slip was still rendering afresh while loading), so
 * the change is made again until it shows.
 */
async function typeSameStake(value: string) {
  await waitFor(async () => {
    fireEvent.change(await sameStake(), { target: { value } });
    expect((screen.getAllByRole('textbox', { name: /^Stake on / })[0] as HTMLInputElement).value).toBe(value);
  });
}

describe('singles at once in the bet slip', () => {
  beforeEach(() => {
    useCouponSelections.setState({ selections: [pick(1, 1.5, 'Home'), pick(2, 2, 'Away')] });
    useSlipSettings.setState({ kind: 'multi', stake: '', stakes: {}, promo: '', checkCf: 1 });
    useSlipPlacement.setState({ refusal: null, stakeTouched: false, receipt: null });
  });

  it('fills each pick from the same stake, takes a pick’s own stake, sums them and places one Vid 2 coupon', async () => {
    const euros = account({ id: 12, iso: 'EUR', money: '100.00', isActive: true });
    const server = renderSlip({
      'POST /web-api/user/balance': () => json({ data: { accounts: [euros] } }),
      [`POST ${LIVEBET}/Secure/MakeBetWeb`]: () =>
        envelope({
          Id: 41,
          Ids: [41, 42],
          Balance: 94.5,
          Coupon: { Summ: 5.5, Coef: 0, Vid: 2, Events: [{ Coef: 1.5 }, { Coef: 2 }] },
          waitTime: 0,
          betGUID: 'g',
        }),
    });
    await typeSameStake('2');
    expect(screen.getByRole('radio', { name: 'Singles' }).getAttribute('aria-checked')).toBe('true');
    expect((pickStake('Home') as HTMLInputElement).value).toBe('2');
    expect((pickStake('Away') as HTMLInputElement).value).toBe('2');
    fireEvent.change(pickStake('Away'), { target: { value: '3,5' } });
    expect((pickStake('Away') as HTMLInputElement).value).toBe('3.5');
    // Amounts read in the currency the bets are placed in, the active account's (CON-03).
    await waitFor(() => expect(screen.getByTestId('coupon-total-stake').textContent).toBe('5.50 EUR'));
    await waitFor(() => expect(screen.getByTestId('coupon-possible-win').textContent).toBe('10.00 EUR'));
    expect(screen.getAllByTestId('pick-possible-win').map((node) => node.textContent)).toEqual([
      'Win 3.00 EUR',
      'Win 7.00 EUR',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Place 2 bets' }));
    const receipt = await screen.findByRole('region', { name: '2 bets placed' });
    const [sent] = bodiesOf(server, '/Secure/MakeBetWeb');
    expect(sent).toMatchObject({ Vid: 2, GroupsSumms: [2, 3.5], CheckCf: 1 });
    expect(sent).not.toHaveProperty('Summ');
    expect(sent!.Events).toHaveLength(2);
    expect(typeof sent!.betGUID).toBe('string');
    const bets = within(receipt)
      .getAllByTestId('placed-bet')
      .map((node) => node.textContent);
    expect(bets).toEqual([
      'Bet No. 41Home · Game 1Stake 2.00 EUR at 1.50',
      'Bet No. 42Away · Game 2Stake 3.50 EUR at 2.00',
    ]);
    expect(within(receipt).getByTestId('receipt-total-stake').textContent).toBe('5.50 EUR');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Done' }));
    expect(useCouponSelections.getState().selections).toEqual([]);
    expect(useSlipPlacement.getState().receipt).toBeNull();
  });

  it('shows a refusal of one single under that pick’s stake', async () => {
    renderSlip({
      [`POST ${LIVEBET}/Secure/MakeBetWeb`]: () =>
        envelope({ minBet: 0.2, GroupIndex: 1 }, 105593, 'The stake is below the minimum'),
    });
    await typeSameStake('1');
    await waitFor(() => expect(screen.getByTestId('coupon-possible-win').textContent).toBe('3.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Place 2 bets' }));
    await waitFor(() => expect(pickStake('Away').getAttribute('aria-invalid')).toBe('true'));
    expect(pickStake('Home').getAttribute('aria-invalid')).toBe('false');
    const away = pickStake('Away').closest('li')!;
    expect(within(away).getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByRole('region', { name: /placed/ })).toBeNull();
  });

  it('starts singles from the stake typed for the accumulator', async () => {
    useSlipSettings.setState({ kind: 'express', stake: '4' });
    renderSlip({});
    fireEvent.click(await screen.findByRole('radio', { name: 'Singles' }));
    // A pick's stake field may suspend on its first showing (the slip's money format): wait for it.
    const home = await screen.findByRole('textbox', { name: /^Stake on Home / });
    expect((home as HTMLInputElement).value).toBe('4');
    expect((pickStake('Away') as HTMLInputElement).value).toBe('4');
    expect(screen.getByTestId('coupon-total-stake').textContent).toBe('8.00');
  });

  it('says the limit of twenty picks and sends nothing past it, and asks for a missing stake', async () => {
    const server = renderSlip({});
    await sameStake();
    fireEvent.click(screen.getByRole('button', { name: 'Place 2 bets' }));
    expect(await screen.findAllByText('Enter a stake')).toHaveLength(2);
    useCouponSelections.setState({
      selections: Array.from({ length: 21 }, (_, index) => pick(index + 1, 2, `Pick ${index + 1}`)),
    });
    await typeSameStake('1');
    expect(
      screen.getByText('At most 20 selections can be placed as singles at once (21 now)'),
    ).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place 21 bets' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesOf(server, '/Secure/MakeBetWeb')).toEqual([]);
  });
});
