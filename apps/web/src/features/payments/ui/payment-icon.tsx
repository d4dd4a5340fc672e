import { SvgIcon } from '../../../shared/ui/icon/icon';

/** Outline paths on the 24 px grid, drawn like the shared icons. */
const PATHS = {
  card: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3 10h18M7 15h3',
  ewallet:
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h14v-5M4 7.5A2.5 2.5 0 0 0 6.5 10H20v4h-4a2 2 0 0 1 0-4',
  crypto: 'M9 6h5a3 3 0 0 1 0 6H9zm0 6h6a3 3 0 0 1 0 6H9zM9 6v12M11 4v2m3-2v2m-3 12v2m3-2v2M7 6h2M7 18h2',
  deposit: 'M12 4v12m0 0-5-5m5 5 5-5M5 20h14',
  withdrawal: 'M12 16V4m0 0-5 5m5-5 5 5M5 20h14',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6m-6 4h6m-6 4h3',
} as const;

export type PaymentIconName = keyof typeof PATHS;

export function PaymentIcon({
  name,
  size = 20,
  className,
}: {
  name: PaymentIconName;
  size?: number;
  className?: string;
}) {
  return <SvgIcon path={PATHS[name]} size={size} className={className} />;
}
