import { useTranslation } from '../../../shared/i18n/use-translation';
import { Sheet } from '../../../shared/ui/sheet/sheet';
import { CouponSlot } from '../coupon-slot';
import type { MobileSheet } from '../layout.store';
import { MenuSheet } from './menu-sheet';

/** The phone's menu and coupon sheets, loaded the first time one opens. */
export function MobileSheets({ sheet, onClose }: { sheet: Exclude<MobileSheet, null>; onClose: () => void }) {
  const { t } = useTranslation();
  if (sheet === 'menu') return <MenuSheet onClose={onClose} />;
  return (
    <Sheet title={t('coupon.title')} onClose={onClose}>
      <CouponSlot />
    </Sheet>
  );
}
