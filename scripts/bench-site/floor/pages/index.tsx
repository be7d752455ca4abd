import Head from 'next/head';

/**
 * The floor's one page: no data, no chrome, a heading and a paragraph (Lighthouse needs a
 * contentful element for its paint metrics), a title and a description (its SEO audits).
 */
export default function FloorPage() {
  return (
    <main>
      <Head>
        <title>Floor</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A bare Next.js page the site's bench measures against." />
      </Head>
      <h1>Floor</h1>
      <p>A bare Next.js pages-router page: no data, no chrome.</p>
    </main>
  );
}
