<?php
/**
 * Where the site is and the secret it expects: wp-config.php constants first, else options.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads the two settings revalidation needs. Constants win so that a deployment can pin them in
 * wp-config.php (and keep the secret out of the database); the options are what the settings page
 * writes.
 */
final class Lavanda_Settings {

	const SITE_URL_OPTION   = 'lavanda_site_url';
	const SECRET_OPTION     = 'lavanda_revalidate_secret';
	const SITE_URL_CONSTANT = 'LAVANDA_SITE_URL';
	const SECRET_CONSTANT   = 'LAVANDA_REVALIDATE_SECRET';

	/** The site refuses shorter secrets (its docs/revalidation.md). */
	const MIN_SECRET_LENGTH = 16;

	/**
	 * The site's address without a trailing slash, e.g. https://news.example.com; '' when unset.
	 */
	public function site_url(): string {
		$value = $this->site_url_from_constant()
			? (string) constant( self::SITE_URL_CONSTANT )
			: (string) get_option( self::SITE_URL_OPTION, '' );
		return untrailingslashit( trim( $value ) );
	}

	/**
	 * The shared secret sent in X-Revalidate-Secret; '' when unset.
	 */
	public function secret(): string {
		$value = $this->secret_from_constant()
			? (string) constant( self::SECRET_CONSTANT )
			: (string) get_option( self::SECRET_OPTION, '' );
		return trim( $value );
	}

	public function site_url_from_constant(): bool {
		return defined( self::SITE_URL_CONSTANT );
	}

	public function secret_from_constant(): bool {
		return defined( self::SECRET_CONSTANT );
	}

	/**
	 * The revalidation route, with the trailing slash the site requires (the bare address is a 308).
	 */
	public function revalidate_endpoint(): string {
		return $this->site_url() . '/api/revalidate/';
	}

	/**
	 * Why revalidation cannot run, or null when it can. Shown on the settings page.
	 */
	public function problem(): ?string {
		if ( '' === $this->site_url() ) {
			return __( 'The site\'s address is not set.', 'lavanda-headless' );
		}
		if ( ! self::is_valid_site_url( $this->site_url() ) ) {
			return __( 'The site\'s address is not a valid http(s) address.', 'lavanda-headless' );
		}
		if ( '' === $this->secret() ) {
			return __( 'The revalidation secret is not set.', 'lavanda-headless' );
		}
		if ( strlen( $this->secret() ) < self::MIN_SECRET_LENGTH ) {
			/* translators: %d: minimum number of characters. */
			return sprintf( __( 'The revalidation secret is shorter than %d characters; the site refuses it.', 'lavanda-headless' ), self::MIN_SECRET_LENGTH );
		}
		return null;
	}

	public function is_configured(): bool {
		return null === $this->problem();
	}

	/**
	 * An absolute http(s) address with a host and nothing after the path. Deliberately not
	 * wp_http_validate_url(): that refuses loopback and private addresses, and the site runs on
	 * localhost in development and often on a private network beside WordPress in production.
	 *
	 * @param string $url The address to check.
	 */
	public static function is_valid_site_url( string $url ): bool {
		if ( '' === $url || false === filter_var( $url, FILTER_VALIDATE_URL ) ) {
			return false;
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return false;
		}
		$scheme = strtolower( $parts['scheme'] ?? '' );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return false;
		}
		// Credentials, a query or a fragment would end up in every request to the site.
		return ! isset( $parts['user'] ) && ! isset( $parts['pass'] ) && ! isset( $parts['query'] ) && ! isset( $parts['fragment'] );
	}

	/**
	 * The last characters of the secret, so an admin can tell which one is saved without the page
	 * ever showing it.
	 */
	public function secret_hint(): string {
		$secret = $this->secret();
		if ( strlen( $secret ) < self::MIN_SECRET_LENGTH ) {
			return '';
		}
		return '…' . substr( $secret, -4 );
	}
}
