import { useTranslation } from '../../../shared/i18n/use-translation';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuItem } from '@sportsbook/core/site-config/menu-item.schema';
import { useConfigText } from '../../../shared/i18n/use-config-text';
import { useLang } from '../../../shared/i18n/use-lang';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import { Icon } from '../../../shared/ui/icon/icon';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { MenuIcon } from './menu-icon';
import { useOfficeMenu } from './office-menu.api';
import styles from './office-menu.module.css';

function MenuEntry({ item }: { item: MenuItem }) {
  const text = useConfigText();
  const lang = useLang();
  const openModal = useModalStore((state) => state.openModal);
  const label = item.text || text(item.langKey);
  const content = (
    <>
      <MenuIcon name={item.icon ?? item.ico} />
      <span className={styles.label}>{label}</span>
      {item.sign ? (
        <span className={styles.sign}>
          {/^\d+$/.test(item.sign) ? item.sign : text(`layout.menuSign.${item.sign}`) || item.sign}
        </span>
      ) : null}
    </>
  );
  if (item.actionType === 'external') {
    return (
      <a href={item.link} className={styles.item} target="_blank" rel="noreferrer" title={item.toolTipText}>
        {content}
      </a>
    );
  }
  if (item.actionType === 'modal') {
    return (
      <button type="button" className={styles.item} onClick={() => openModal(item.link)}>
        {content}
      </button>
    );
  }
  return (
    <NavLink to={`/${lang}${item.link}`} end className={styles.item} title={item.toolTipText}>
      {content}
    </NavLink>
  );
}

/** Top-level items without children run together in one list; a group is its title and its list. */
function MenuTree({ items }: { items: readonly MenuItem[] }) {
  const text = useConfigText();
  const blocks: MenuItem[][] = [];
  for (const item of items) {
    const last = blocks.at(-1);
    if (item.subMenuItems.length === 0 && last && last[0]!.subMenuItems.length === 0) last.push(item);
    else blocks.push([item]);
  }
  return (
    <>
      {blocks.map((block) => {
        const group = block[0]!;
        const entries = group.subMenuItems.length > 0 ? group.subMenuItems : block;
        return (
          <div key={group.id} className={styles.group}>
            {group.subMenuItems.length > 0 ? (
              <p className={styles.groupTitle}>{group.text || text(group.langKey)}</p>
            ) : null}
            <ul>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <MenuEntry item={entry} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/**
 * The account area's menu (ACC-02): a column beside the page on wide screens; on narrow ones folded under a
 * button that names the current page, where it would otherwise push the page below the fold.
 */
export function OfficeMenu({ currentTitle }: { currentTitle: string }) {
  const { t } = useTranslation();
  const menu = useOfficeMenu();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A page chosen from the folded menu closes it.
    setShownFor(pathname);
    setOpen(false);
  }
  return (
    <nav className={styles.menu} aria-label={t('office.menu.label')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.toggleHint}>{t('office.menu.label')}</span>
        <span className={styles.toggleTitle}>{currentTitle}</span>
        <Icon name="chevronDown" size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div className={styles.tree} data-open={open || undefined}>
        {menu.data ? (
          <MenuTree items={menu.data} />
        ) : (
          <div className={styles.loading} aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={32} />
            ))}
          </div>
        )}
      </div>
    </nav>
  );
}
