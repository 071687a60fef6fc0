import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomepageHero from '@site/src/components/HomepageHero';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageAudience from '@site/src/components/HomepageAudience';
import HomepageNextSteps from '@site/src/components/HomepageNextSteps';
import styles from './index.module.css';

/**
 * The site's home page: what Phoenix Code is, who it is for, its main features, and where to go
 * next (docs, API, blog, download).
 */
export default function Home(): ReactNode {
  return (
    <Layout
      title="A free, open-source code editor for the web"
      description="Phoenix Code is a free, open-source code editor for web development, built on Brackets. Use it as a desktop app or in your browser, with Live Preview, Git, themes and extensions.">
      <HomepageHero />
      <main className={styles.main}>
        <HomepageFeatures />
        <HomepageAudience />
        <HomepageNextSteps />
      </main>
    </Layout>
  );
}
