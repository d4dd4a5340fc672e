import { Link } from 'react-router';
import { useLang } from '../../i18n/use-lang';
import { Dialog, type DialogButton } from './dialog';
import styles from './promo-dialog.module.css';

interface PromoDialogProps {
  title: string;
  text: string;
  /** A configured link: a site path (under the current language) or an external address. */
  link: { href: string; label: string };
  buttons: readonly DialogButton[];
  onClose: () => void;
}

/** A popup that offers something (identification bonus, cash agents): a short text, a link to read more. */
export function PromoDialog({ title, text, link, buttons, onClose }: PromoDialogProps) {
  const lang = useLang();
  return (
    <Dialog title={title} onClose={onClose} buttons={buttons}>
      <div className={styles.body}>
        <p className={styles.text}>{text}</p>
        {link.href.startsWith('/') ? (
          <Link to={`/${lang}${link.href}`} className={styles.link} onClick={onClose}>
            {link.label}
          </Link>
        ) : (
          <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        )}
      </div>
    </Dialog>
  );
}
