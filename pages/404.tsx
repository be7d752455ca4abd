import Head from 'next/head';

export default function NotFoundPage() {
  return (
    <main>
      <Head>
        <title>Page not found</title>
      </Head>
      <h1>Page not found</h1>
      <p>We are sorry but the page you were looking for was not found.</p>
    </main>
  );
}
