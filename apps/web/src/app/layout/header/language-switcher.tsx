import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import { Icon } from '../../../shared/ui/icon/icon';
import { LanguageName } from './language-name';
import { useLanguageOptions } from './use-language-options';
import styles from './header-controls.module.css';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const options = useLanguageOptions();
  return (
    <Dropdown
      ariaLabel={t('header.language')}
      triggerClassName={styles.control}
      label={
        <>
          <Icon name="globe" size={18} />
          <span className={styles.code}>{lang.toUpperCase()}</span>
        </>
      }
    >
      {(close) => (
        <ul className={styles.options} aria-label={t('header.language')}>
          {options.map((option) => (
            <li key={option.code}>
              <Link
                to={option.href}
                lang={option.code}
                className={styles.option}
                aria-current={option.code === lang ? 'true' : undefined}
                onClick={close}
              >
                <span>
                  <LanguageName option={option} />
                </span>
                <span className={styles.optionMeta}>{option.code.toUpperCase()}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
