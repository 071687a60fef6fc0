import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {apiHome, docsHome} from '@site/config/site';
import styles from './styles.module.css';

type Destination = {
  /** The link text. It names the destination, so it reads well on its own. */
  label: string;
  to: string;
  text: string;
};

const destinations: readonly Destination[] = [
  {
    label: 'User guide',
    to: docsHome,
    text: 'Install Phoenix Code, start a project and learn every feature, from Live Preview to Git.',
  },
  {
    label: 'Extension API',
    to: apiHome,
    text: 'Create extensions and themes, with guides, how-tos and a reference for every API module.',
  },
  {
    label: 'Blog and release notes',
    to: '/blog',
    text: 'Find out what each release added, and read the story of Brackets and Phoenix Code.',
  },
  {
    label: 'Download Phoenix Code',
    to: 'https://phcode.io',
    text: 'Get the free desktop app for Windows, macOS or Linux from phcode.io.',
  },
];

export default function HomepageNextSteps(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="next-heading">
      <div className="container">
        <Heading as="h2" id="next-heading" className={styles.heading}>
          Where to go next
        </Heading>
        <ul className={styles.grid}>
          {destinations.map(({label, to, text}) => (
            <li key={to} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link className={styles.cardLink} to={to}>
                  {label}
                </Link>
              </Heading>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
