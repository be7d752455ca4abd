<?php
/**
 * Collects the site's notifications during a request and sends them once it is over.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * One save can fire many hooks (the post, its terms, its ACF fields, a menu it is in), and the
 * editor should not wait for the site: so notifications are collected, merged and sent at
 * `shutdown`, after the response has gone out where PHP allows it.
 *
 * Bodies follow the site's docs/revalidation.md: `{ "uri": "/path/", "paths": [...] }`
 * for a node (its extra paths: where it was before), `{}` or `{ "paths": [...] }` for a site-wide
 * change.
 */
final class Lavanda_Revalidation_Queue {

	/** The site accepts at most this many extra paths per call. */
	const MAX_EXTRA_PATHS = 20;

	/**
	 * Calls per WordPress request. The site allows 600 a minute with the right secret (30 with a
	 * wrong one), and each call regenerates pages: a bulk edit beyond this leaves the rest to the
	 * site's REVALIDATE_SECONDS.
	 */
	const MAX_CALLS = 10;

	private Lavanda_Settings $settings;
	private Lavanda_Failure_Log $log;

	/** @var array<string,array<string,true>> Node path => its extra paths (as keys, deduplicated). */
	private array $nodes = array();

	/** @var array<string,true> Extra paths of site-wide changes. */
	private array $site_paths = array();

	private bool $site_wide = false;

	public function __construct( Lavanda_Settings $settings, Lavanda_Failure_Log $log ) {
		$this->settings = $settings;
		$this->log      = $log;
	}

	public function register(): void {
		// Late, so that other plugins' shutdown work (and WordPress's output flush at 1) is done.
		add_action( 'shutdown', array( $this, 'send_pending' ), 100 );
	}

	/**
	 * A node changed: its current path, and the paths it had before (old slug, categories left).
	 *
	 * @param string   $uri   The node's path, e.g. "/hello-world/".
	 * @param string[] $paths Further stale paths.
	 */
	public function add_node( string $uri, array $paths = array() ): void {
		if ( ! self::is_site_path( $uri ) ) {
			$this->add_site_wide( $paths );
			return;
		}
		$this->nodes[ $uri ] = $this->nodes[ $uri ] ?? array();
		foreach ( $paths as $path ) {
			if ( $path !== $uri && self::is_site_path( $path ) ) {
				$this->nodes[ $uri ][ $path ] = true;
			}
		}
	}

	/**
	 * Something every page shows changed (a menu, the site options, the title …).
	 *
	 * @param string[] $paths Further stale paths.
	 */
	public function add_site_wide( array $paths = array() ): void {
		$this->site_wide = true;
		foreach ( $paths as $path ) {
			if ( self::is_site_path( $path ) ) {
				$this->site_paths[ $path ] = true;
			}
		}
	}

	/**
	 * The site routes WordPress paths only: no query (plain permalinks such as "/?p=1"), no
	 * fragment, no host.
	 *
	 * @param string $path A candidate path.
	 */
	public static function is_site_path( string $path ): bool {
		return '' !== $path && '/' === $path[0] && ! str_starts_with( $path, '//' ) && ! preg_match( '/[?#]/', $path );
	}

	/**
	 * The merged bodies to send, in order; empties the queue.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	public function take_bodies(): array {
		$bodies = array();
		foreach ( $this->nodes as $uri => $paths ) {
			$paths = array_keys( $paths );
			$body  = array( 'uri' => (string) $uri );
			if ( $paths ) {
				$body['paths'] = array_slice( $paths, 0, self::MAX_EXTRA_PATHS );
				// Whatever does not fit goes with a site-wide call.
				foreach ( array_slice( $paths, self::MAX_EXTRA_PATHS ) as $rest ) {
					$this->site_paths[ $rest ] = true;
				}
			}
			$bodies[] = $body;
		}
		// Every node call regenerates the home page and the sitemap too, so a site-wide call
		// adds something only when it carries paths or is alone.
		if ( $this->site_paths ) {
			foreach ( array_chunk( array_keys( $this->site_paths ), self::MAX_EXTRA_PATHS ) as $chunk ) {
				$bodies[] = array( 'paths' => array_map( 'strval', $chunk ) );
			}
		} elseif ( $this->site_wide && ! $bodies ) {
			$bodies[] = array();
		}
		$this->nodes      = array();
		$this->site_paths = array();
		$this->site_wide  = false;
		return $bodies;
	}

	/**
	 * At shutdown: sends what was collected, after the response has been handed to the client.
	 */
	public function send_pending(): void {
		$bodies = $this->take_bodies();
		if ( ! $bodies || ! $this->settings->is_configured() ) {
			return; // Not configured: nothing is sent (the settings page says so).
		}
		if ( count( $bodies ) > self::MAX_CALLS ) {
			error_log( sprintf( '[lavanda-headless] %d changes in one request; the site is told about the first %d, it regenerates the rest within its REVALIDATE_SECONDS', count( $bodies ), self::MAX_CALLS ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			$bodies = array_slice( $bodies, 0, self::MAX_CALLS );
		}
		$finished = self::finish_response();
		foreach ( $bodies as $body ) {
			$this->send( $body, $finished );
		}
	}

	/**
	 * Hands the response to the client so the editor does not wait for the site (PHP-FPM,
	 * LiteSpeed). Elsewhere the request stays open, so sending uses a short timeout.
	 */
	private static function finish_response(): bool {
		ignore_user_abort( true );
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			return fastcgi_finish_request();
		}
		if ( function_exists( 'litespeed_finish_request' ) ) {
			litespeed_finish_request();
			return true;
		}
		return false;
	}

	/**
	 * Sends one body, retrying once on a network error, a 5xx or a 429; a failure is logged.
	 *
	 * @param array<string,mixed> $body     The JSON body.
	 * @param bool                $finished Whether the client already has its response.
	 * @return string|null The error, or null when the site answered 2xx.
	 */
	public function send( array $body, bool $finished = false ): ?string {
		/**
		 * Seconds to wait for the site. Regenerating pages can take a few seconds, but without a
		 * finished response the editor waits as long.
		 *
		 * @param int  $timeout  Default 10 when the response was already sent, else 5.
		 * @param bool $finished Whether the response was already sent.
		 */
		$timeout = (int) apply_filters( 'lavanda_headless_revalidate_timeout', $finished ? 10 : 5, $finished );
		$args    = array(
			'timeout'     => max( 1, $timeout ),
			// A redirect would be the bare address (308) or another host: a configuration problem.
			'redirection' => 0,
			'headers'     => array(
				'Content-Type'        => 'application/json',
				'X-Revalidate-Secret' => $this->settings->secret(),
			),
			// An object even when empty: the site expects {} and refuses [].
			'body'        => (string) wp_json_encode( (object) $body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			'user-agent'  => 'lavanda-headless/' . LAVANDA_HEADLESS_VERSION . '; ' . home_url( '/' ),
		);
		$error = null;
		for ( $try = 1; $try <= 2; $try++ ) {
			// Not wp_safe_remote_post(): it refuses loopback and private addresses, where the site
			// often runs. The address comes from an administrator or wp-config.php.
			$response = wp_remote_post( $this->settings->revalidate_endpoint(), $args );
			[ $error, $retry ] = self::outcome( $response );
			if ( null === $error ) {
				return null;
			}
			if ( ! $retry || 2 === $try ) {
				break;
			}
			sleep( 1 );
		}
		$this->log->record( $body, $error, $try );
		return $error;
	}

	/**
	 * What a response means: [error or null, whether trying again could help].
	 *
	 * @param array<string,mixed>|WP_Error $response The response of wp_remote_post().
	 * @return array{0:string|null,1:bool}
	 */
	private static function outcome( $response ): array {
		if ( is_wp_error( $response ) ) {
			return array( $response->get_error_message(), true );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status >= 200 && $status < 300 ) {
			return array( null, false );
		}
		$message = 'HTTP ' . $status;
		$answer  = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( is_array( $answer ) && isset( $answer['error'] ) && is_string( $answer['error'] ) ) {
			$message .= ': ' . $answer['error'];
		} elseif ( is_array( $answer ) && ! empty( $answer['failed'] ) && is_array( $answer['failed'] ) ) {
			// A 502 from the site lists the pages it could not regenerate.
			$message .= ': not regenerated ' . implode( ', ', array_map( static fn( $f ) => is_array( $f ) ? (string) ( $f['path'] ?? '' ) : '', $answer['failed'] ) );
		}
		return array( $message, 429 === $status || $status >= 500 );
	}
}
