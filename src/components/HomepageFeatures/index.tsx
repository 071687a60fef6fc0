import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {apiHome, docsHome} from '@site/config/site';
import styles from './styles.module.css';

type Feature = {
  title: string;
  icon: ReactNode;
  description: ReactNode;
  /** Where to read more. The label must make sense on its own, out of context. */
  link: {to: string; label: string};
};

/** Shared attributes for the 24×24 line icons below. */
const iconProps = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const features: readonly Feature[] = [
  {
    title: 'Live Preview',
    icon: (
      <svg {...iconProps}>
        <rect x="2.5" y="4" width="19" height="14" rx="2" />
        <path d="M2.5 8h19" />
        <path d="M9 21h6M12 18v3" />
        <path d="m9.5 12.5 1.8 1.8 3.7-3.8" />
      </svg>
    ),
    description: (
      <>
        See your page change as you edit its HTML and CSS, with no saving or reloading. Click an element in the preview to jump to the code
        behind it.
      </>
    ),
    link: {to: '/docs/Features/Live Preview/live-preview', label: 'Learn how Live Preview works'},
  },
  {
    title: 'Git, built in',
    icon: (
      <svg {...iconProps}>
        <circle cx="6" cy="5" r="2.2" />
        <circle cx="6" cy="19" r="2.2" />
        <circle cx="18" cy="9" r="2.2" />
        <path d="M6 7.2v9.6" />
        <path d="M18 11.2c0 3.8-6 3.4-10.8 6.1" />
      </svg>
    ),
    description: <>Stage, commit, pull and push from the Git panel of the desktop apps, without switching to a terminal or another tool.</>,
    link: {to: '/docs/Features/git', label: 'Read the Git guide'},
  },
  {
    title: 'Themes',
    icon: (
      <svg {...iconProps}>
        <path d="M12 3a9 9 0 1 0 0 18 2 2 0 0 0 1.6-3.2 1.6 1.6 0 0 1 1.3-2.6H17a4 4 0 0 0 4-4c0-4.5-4-8.2-9-8.2Z" />
        <circle cx="7.5" cy="11" r="1.2" />
        <circle cx="10" cy="7" r="1.2" />
        <circle cx="15" cy="7.5" r="1.2" />
      </svg>
    ),
    description: (
      <>Switch between light and dark themes, tune the font size and line height, and install more themes from the built-in store.</>
    ),
    link: {to: '/docs/Features/themes', label: 'Choose and install themes'},
  },
  {
    title: 'Extensions',
    icon: (
      <svg {...iconProps}>
        <path d="M9 3.5h3.5v2.2a1.8 1.8 0 1 0 3.6 0V3.5H20v4.4h-2.2a1.8 1.8 0 1 0 0 3.6H20V20h-4.4v-2.2a1.8 1.8 0 1 0-3.6 0V20H4v-8.5h2.2a1.8 1.8 0 1 0 0-3.6H4V3.5Z" />
      </svg>
    ),
    description: (
      <>Add features from the extension store, or write your own in JavaScript with the same API that Brackets extensions use.</>
    ),
    link: {to: apiHome, label: 'Start building an extension'},
  },
  {
    title: 'Works in the browser',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18" />
        <path d="M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3Z" />
      </svg>
    ),
    description: (
      <>
        Open Phoenix Code in a modern browser and start coding with nothing to install. Handy on Chromebooks, school computers and any
        machine that is not your own.
      </>
    ),
    link: {to: docsHome, label: 'Get started with Phoenix Code'},
  },
  {
    title: 'Helpful checks and hints',
    icon: (
      <svg {...iconProps}>
        <path d="m8 8-4 4 4 4" />
        <path d="m16 8 4 4-4 4" />
        <path d="m13.5 5-3 14" />
      </svg>
    ),
    description: (
      <>
        Code hints for HTML, CSS and JavaScript, color previews, auto rename of paired tags, and a Problems panel that reports HTML and
        ESLint errors as you work.
      </>
    ),
    link: {to: '/docs/editing-text', label: 'Explore the editing features'},
  },
];

function FeatureCard({title, icon, description, link}: Feature): ReactNode {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <Heading as="h3" className={styles.cardTitle}>
        {title}
      </Heading>
      <p className={styles.cardText}>{description}</p>
      <Link className={styles.cardLink} to={link.to}>
        {link.label}
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          Everything you need to build for the web
        </Heading>
        <p className={styles.intro}>
          Phoenix Code keeps the simple, visual style of Brackets and adds the tools a modern web project needs.
        </p>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
