import Head from 'next/head';

/**
 * The floor's one page: no data, no chrome, a heading and a paragraph (Lighthouse needs a
 * contentful element for its paint metrics), a title and a description (its SEO audits), and an
 * empty icon, so the browser does not ask for /favicon.ico and log the 404 as a console error.
 */
export default function FloorPage() {
  return (
    <main>
      <Head>
        <title>Floor</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <meta name="description" content="A bare Next.js page the site's bench measures against." />
      </Head>
      <h1>Floor</h1>
      <p>A bare Next.js pages-router page: no data, no chrome.</p>
    </main>
  );
}
