import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {docsHome} from '@site/config/site';
import styles from './styles.module.css';

/**
 * A small drawing of the editor: code on the left, the Live Preview of that code on the right.
 * Purely decorative, so it is hidden from assistive technology.
 */
function EditorSketch(): ReactNode {
  return (
    <svg className={styles.sketch} viewBox="0 0 480 320" aria-hidden="true" focusable="false">
      {/* window */}
      <rect className={styles.frame} x="4" y="4" width="472" height="312" rx="14" />
      <path className={styles.titleBar} d="M4 18a14 14 0 0 1 14-14h444a14 14 0 0 1 14 14v16H4z" />
      <circle className={styles.dot} cx="24" cy="19" r="5" />
      <circle className={styles.dot} cx="42" cy="19" r="5" />
      <circle className={styles.dot} cx="60" cy="19" r="5" />
      <line className={styles.divider} x1="250" y1="34" x2="250" y2="316" />

      {/* code pane */}
      <g>
        <rect className={styles.codeTag} x="24" y="56" width="60" height="10" rx="5" />
        <rect className={styles.codeText} x="92" y="56" width="96" height="10" rx="5" />
        <rect className={styles.codeTag} x="44" y="80" width="44" height="10" rx="5" />
        <rect className={styles.codeAccent} x="96" y="80" width="70" height="10" rx="5" />
        <rect className={styles.codeText} x="44" y="104" width="130" height="10" rx="5" />
        <rect className={styles.codeTag} x="44" y="128" width="36" height="10" rx="5" />
        <rect className={styles.codeText} x="88" y="128" width="110" height="10" rx="5" />
        <rect className={styles.codeTag} x="24" y="152" width="52" height="10" rx="5" />
        <rect className={styles.cursorLine} x="16" y="176" width="226" height="22" rx="4" />
        <rect className={styles.codeAccent} x="24" y="182" width="58" height="10" rx="5" />
        <rect className={styles.codeText} x="90" y="182" width="80" height="10" rx="5" />
        <rect className={styles.caret} x="174" y="179" width="2.5" height="16" />
        <rect className={styles.codeText} x="44" y="212" width="150" height="10" rx="5" />
        <rect className={styles.codeTag} x="44" y="236" width="70" height="10" rx="5" />
        <rect className={styles.codeText} x="24" y="260" width="40" height="10" rx="5" />
      </g>

      {/* live preview pane */}
      <g>
        <rect className={styles.previewBlock} x="272" y="54" width="184" height="16" rx="4" />
        <rect className={styles.previewMuted} x="272" y="80" width="150" height="8" rx="4" />
        <rect className={styles.previewMuted} x="272" y="96" width="168" height="8" rx="4" />
        <rect className={styles.previewHighlight} x="266" y="118" width="196" height="88" rx="8" />
        <rect className={styles.previewImage} x="276" y="128" width="176" height="68" rx="6" />
        <path className={styles.previewMountain} d="M286 190l34-36 24 22 18-14 36 28z" />
        <circle className={styles.previewSun} cx="424" cy="148" r="9" />
        <rect className={styles.previewMuted} x="272" y="222" width="176" height="8" rx="4" />
        <rect className={styles.previewMuted} x="272" y="238" width="120" height="8" rx="4" />
        <rect className={styles.previewButton} x="272" y="262" width="92" height="26" rx="13" />
      </g>

      {/* the live link between the line being edited and the element it changes */}
      <path className={styles.link} d="M212 187C236 187 240 162 262 162" />
      <circle className={styles.linkEnd} cx="262" cy="162" r="4" />
    </svg>
  );
}

export default function HomepageHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Free and open source · The successor to Brackets</p>
          <Heading as="h1" className={styles.title}>
            Phoenix Code
          </Heading>
          <p className={styles.tagline}>A code editor for the web, on your desktop and in your browser.</p>
          <p className={styles.lead}>
            Write HTML, CSS and JavaScript with a Live Preview that updates as you type, built-in Git, themes and extensions. Install it on
            Windows, macOS or Linux, or open it in a browser with nothing to install.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={docsHome}>
              Get started with the docs
            </Link>
            <Link className={clsx('button button--lg', styles.secondaryButton)} href="https://phcode.io">
              Download Phoenix Code
            </Link>
          </div>
        </div>
        <div className={styles.art}>
          <EditorSketch />
        </div>
      </div>
    </header>
  );
}
