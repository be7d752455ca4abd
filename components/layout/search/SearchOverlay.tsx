import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import hidden from '@/components/common/visually-hidden.module.css';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { searchPath, searchTermFromPath } from '@/lib/routing/search-address';
import { useT } from '@/lib/i18n/useT';
import { IconButton, SolidButton } from '../buttons';
import header from '../header/header.module.css';
import { SearchIcon } from '../icons';
import { useOnPathChange } from '../menu/useOnPathChange';
import styles from './search.module.css';
import { useOutsideClick } from './useOutsideClick';

export const SEARCH_OVERLAY_ID = 'search-overlay';

/**
 * The search icon and the box it toggles below the header. Closed by default; a press outside,
 * Escape or a navigation closes it. Each opening prefills the box from the page's own search path;
 * Enter or the button goes to /search/{term}/.
 */
export function SearchOverlay({ siteName }: { siteName: string }) {
  const t = useT();
  const { path, navigate } = useLavanda();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => setOpen(false);
  useOnPathChange(path, close);

  useOutsideClick([buttonRef, panelRef], close, open);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const toggle = () => {
    if (open) return close();
    setTerm(searchTermFromPath(path));
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    navigate(searchPath(term));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    buttonRef.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        type="button"
        aria-label={t(open ? 'header.closeSearch' : 'header.openSearch')}
        aria-expanded={open}
        aria-controls={SEARCH_OVERLAY_ID}
        onClick={toggle}
      >
        <SearchIcon />
      </IconButton>
      <div
        ref={panelRef}
        id={SEARCH_OVERLAY_ID}
        hidden={!open}
        className={header.panel}
        onKeyDown={onKeyDown}
      >
        <form role="search" onSubmit={submit} className={styles.form}>
          <label htmlFor="search-overlay-input" className={hidden.visuallyHidden}>
            {t('search.label')}
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id="search-overlay-input"
              type="search"
              name="term"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={siteName ? t('search.placeholder', { siteName }) : t('search.label')}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              className={styles.input}
            />
            <SolidButton type="submit" className={styles.submit}>
              {t('search.submit')}
            </SolidButton>
          </div>
        </form>
      </div>
    </>
  );
}
