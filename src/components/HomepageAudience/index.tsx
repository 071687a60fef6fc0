import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Audience = {
  title: string;
  text: string;
};

const audiences: readonly Audience[] = [
  {
    title: 'Web designers and front-end developers',
    text:
      'Shape a page visually: edit CSS and watch the result in Live Preview, nudge numbers with a dial, and ' +
      'try class names and colors before you commit to them.',
  },
  {
    title: 'Students, teachers and schools',
    text:
      'A light, friendly editor that runs in the browser and on Chromebooks, so a class can start coding ' + 'without installing anything.',
  },
  {
    title: 'Brackets users',
    text:
      'The layout, Live Preview and Quick Edit you know, with most Brackets extensions and themes still ' +
      'available, on an editor that is actively maintained.',
  },
  {
    title: 'Extension and theme authors',
    text:
      'Build with HTML, CSS and JavaScript against a documented API, and publish to the extension store ' + 'for every Phoenix Code user.',
  },
];

export default function HomepageAudience(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="audience-heading">
      <div className="container">
        <Heading as="h2" id="audience-heading" className={styles.heading}>
          Who Phoenix Code is for
        </Heading>
        <ul className={styles.list}>
          {audiences.map(({title, text}) => (
            <li key={title} className={styles.item}>
              <Heading as="h3" className={styles.itemTitle}>
                {title}
              </Heading>
              <p className={styles.itemText}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
