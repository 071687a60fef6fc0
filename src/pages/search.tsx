import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchResults from '@site/src/components/SearchResults';

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Phoenix Code docs, API reference and blog.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the docs</Heading>
        <SearchResults />
      </main>
    </Layout>
  );
}
