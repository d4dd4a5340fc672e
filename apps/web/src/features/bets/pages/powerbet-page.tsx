import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBalance } from '../../wallet/api/balance.api';
import { BetCard } from '../bet-card';
import { InfoList } from '../../office/ui/info-list';
import { OfficeCard } from '../../office/ui/office-card';
import { PageEmpty, PageError, PageSkeleton } from '../../office/ui/page-state';
import { usePowerBet } from '../api/powerbet.api';
import styles from '../bets-history.module.css';

/**
 * Power bet (BET-17): the boost a power bet earns by its number of legs, its limits in the player's currency,
 * and the player's power bets of the last 30 days.
 */
export function PowerbetPage() {
  const { t } = useTranslation();
  const power = usePowerBet();
  const currency = useBalance().data?.find((account) => account.type === 'real' && account.isActive)?.iso;
  if (power.isPending) return <PageSkeleton />;
  if (power.isError) return <PageError error={power.error} onRetry={() => void power.refetch()} />;
  const { enabled, maxStake, minLegCoef, steps, bets } = power.data;
  return (
    <>
      <OfficeCard title={t('bets.power.rules')} description={t('bets.power.text')}>
        {enabled ? null : (
          <p className={styles.problem} role="status">
            {t('bets.power.off')}
          </p>
        )}
        <InfoList
          rows={[
            {
              label: t('bets.power.maxStake'),
              value: maxStake === null ? '—' : `${maxStake} ${currency ?? ''}`.trim(),
            },
            { label: t('bets.power.minLegCoef'), value: minLegCoef.toFixed(2) },
          ]}
        />
        <table className={styles.steps}>
          <caption className="visually-hidden">{t('bets.power.steps')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bets.power.legs')}</th>
              <th scope="col">{t('bets.power.boost')}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.legs}>
                <td className="tabular">{t('bets.power.legsFrom', { count: step.legs })}</td>
                <td className="tabular">+{step.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </OfficeCard>
      <OfficeCard title={t('bets.power.yours')}>
        {bets.length === 0 ? (
          <PageEmpty plain icon="trophy" title={t('bets.power.empty')} text={t('bets.power.emptyText')} />
        ) : (
          <div className={styles.list}>
            {bets.map((bet) => (
              <BetCard key={bet.id} bet={bet} />
            ))}
          </div>
        )}
      </OfficeCard>
    </>
  );
}
