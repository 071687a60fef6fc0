import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {OS_STORAGE_KEY} from '@site/src/plugins/editor-facts/osScript';
import {OSES, OS_NAMES, type Os} from '@site/src/lib/os';
import styles from './styles.module.css';

const OS_CHOICES = OSES.map((os) => [os, OS_NAMES[os]] as const);

function chooseOs(os: Os): void {
  document.documentElement.setAttribute('data-os', os);
  try {
    localStorage.setItem(OS_STORAGE_KEY, os);
  } catch {
    // Storage off: the choice lasts until the page is reloaded.
  }
}

/**
 * The current OS's name for every OS, with CSS showing the one that <html data-os> names: the
 * label is right on the first paint, before React knows the OS, and the markup never differs
 * between the server and the browser.
 */
function CurrentOsLabel(): ReactNode {
  return (
    <span className="per-os">
      {OS_CHOICES.map(([os, name]) => (
        <span key={os} data-os={os}>
          {name}
        </span>
      ))}
    </span>
  );
}

type Props = {mobile?: boolean; className?: string};

/** Navbar item: whose keyboard shortcuts the pages show (remembered for the next visit). */
export default function ShortcutOsSwitch({mobile = false, className}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<Os | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setCurrent((document.documentElement.getAttribute('data-os') as Os | null) ?? 'win');
    const syncAcrossTabs = (event: StorageEvent) => {
      if (event.key === OS_STORAGE_KEY && event.newValue && OS_CHOICES.some(([os]) => os === event.newValue)) {
        document.documentElement.setAttribute('data-os', event.newValue);
        setCurrent(event.newValue as Os);
      }
    };
    window.addEventListener('storage', syncAcrossTabs);
    return () => window.removeEventListener('storage', syncAcrossTabs);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the menu wherever focus is: a Tab pressed while the menu is still fading in can
    // move focus past it, and the reader still expects Escape to close what is open.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const pick = (os: Os) => {
    chooseOs(os);
    setCurrent(os);
    setOpen(false);
  };

  const options = OS_CHOICES.map(([os, name]) => (
    <li key={os}>
      <button
        type="button"
        className={clsx(
          mobile ? 'menu__link' : 'dropdown__link',
          styles.option,
          current === os && (mobile ? 'menu__link--active' : 'dropdown__link--active'),
        )}
        aria-pressed={current === os}
        onClick={() => pick(os)}>
        {name}
      </button>
    </li>
  ));

  if (mobile) {
    return (
      <li className={clsx('menu__list-item', className)}>
        <span className={clsx('menu__link', styles.mobileHeading)}>Keyboard shortcuts for</span>
        <ul className="menu__list">{options}</ul>
      </li>
    );
  }

  return (
    <div ref={root} className={clsx('navbar__item', 'dropdown', 'dropdown--right', open && 'dropdown--show', className)}>
      <button
        type="button"
        className={clsx('navbar__link', styles.toggle)}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}>
        <span className="sr-only">Keyboard shortcuts for </span>
        <span aria-hidden="true" className={styles.keyIcon}>
          ⌘
        </span>
        <CurrentOsLabel />
      </button>
      <ul className="dropdown__menu">{options}</ul>
    </div>
  );
}
