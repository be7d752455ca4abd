<?php
/**
 * What failed to reach the site: kept in an option, shown to administrators, written to error_log.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * The last few failed notifications. Notifications are sent after the editor's page has been
 * answered, so nobody sees a failure at the moment it happens: the log is how they find out.
 */
final class Lavanda_Failure_Log {

	const OPTION       = 'lavanda_revalidation_failures';
	const KEEP         = 10;
	const CLEAR_ACTION = 'lavanda_headless_clear_failures';

	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render_notice' ) );
		add_action( 'admin_post_' . self::CLEAR_ACTION, array( $this, 'handle_clear' ) );
	}

	/**
	 * Records one failed notification.
	 *
	 * @param array<string,mixed> $body  The JSON body that was sent.
	 * @param string              $error What went wrong, e.g. "HTTP 500" or a network error.
	 * @param int                 $tries How many requests were made.
	 */
	public function record( array $body, string $error, int $tries ): void {
		$entry = array(
			'time'  => time(),
			'what'  => self::describe( $body ),
			'error' => $error,
			'tries' => $tries,
		);
		// Two requests failing at the same moment may keep only one of their entries; the log is
		// a pointer to a problem, not an audit trail, so that is acceptable.
		$entries = array_slice( array_merge( array( $entry ), $this->entries() ), 0, self::KEEP );
		update_option( self::OPTION, $entries, false );
		error_log( sprintf( '[lavanda-headless] the site was not told about %s: %s (%d %s)', $entry['what'], $error, $tries, 1 === $tries ? 'try' : 'tries' ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the server log is where operators look.
	}

	/**
	 * Newest first.
	 *
	 * @return array<int,array{time:int,what:string,error:string,tries:int}>
	 */
	public function entries(): array {
		$entries = get_option( self::OPTION, array() );
		return is_array( $entries ) ? array_values( array_filter( $entries, 'is_array' ) ) : array();
	}

	public function clear(): void {
		delete_option( self::OPTION );
	}

	/**
	 * A notification in words: its paths, or "a site-wide change".
	 *
	 * @param array<string,mixed> $body The JSON body.
	 */
	public static function describe( array $body ): string {
		$paths = array();
		if ( isset( $body['uri'] ) ) {
			$paths[] = (string) $body['uri'];
		}
		if ( isset( $body['id'] ) ) {
			$paths[] = ( $body['type'] ?? 'post' ) . ' ' . (int) $body['id'];
		}
		foreach ( (array) ( $body['paths'] ?? array() ) as $path ) {
			$paths[] = (string) $path;
		}
		if ( ! $paths ) {
			return __( 'a site-wide change', 'lavanda-headless' );
		}
		if ( ! isset( $body['uri'] ) && ! isset( $body['id'] ) ) {
			array_unshift( $paths, __( 'a site-wide change', 'lavanda-headless' ) );
		}
		return implode( ', ', $paths );
	}

	/**
	 * The table of failures (settings page and notice share it).
	 *
	 * @param int $limit How many entries to show.
	 */
	public function render_entries( int $limit ): void {
		echo '<ul>';
		foreach ( array_slice( $this->entries(), 0, $limit ) as $entry ) {
			printf(
				'<li>%s — <code>%s</code>: %s</li>',
				esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $entry['time'] ) ),
				esc_html( (string) $entry['what'] ),
				esc_html( (string) $entry['error'] )
			);
		}
		echo '</ul>';
	}

	/**
	 * Admin notice for those who can fix the settings.
	 */
	public function render_notice(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$entries = $this->entries();
		if ( ! $entries ) {
			return;
		}
		echo '<div class="notice notice-error"><p><strong>';
		echo esc_html(
			sprintf(
				/* translators: %d: number of failed notifications. */
				_n( 'Lavanda site: %d change could not be sent to the site.', 'Lavanda site: %d changes could not be sent to the site.', count( $entries ), 'lavanda-headless' ),
				count( $entries )
			)
		);
		echo '</strong> ';
		esc_html_e( 'Those pages show the change once the site regenerates them by itself (REVALIDATE_SECONDS).', 'lavanda-headless' );
		echo '</p>';
		$this->render_entries( 3 );
		printf(
			'<p><a href="%s">%s</a> · <a href="%s">%s</a></p></div>',
			esc_url( admin_url( 'options-general.php?page=' . Lavanda_Settings_Page::SLUG ) ),
			esc_html__( 'Settings › Lavanda site', 'lavanda-headless' ),
			esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=' . self::CLEAR_ACTION ), self::CLEAR_ACTION ) ),
			esc_html__( 'Dismiss', 'lavanda-headless' )
		);
	}

	public function handle_clear(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'lavanda-headless' ), 403 );
		}
		check_admin_referer( self::CLEAR_ACTION );
		$this->clear();
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url( 'options-general.php?page=' . Lavanda_Settings_Page::SLUG ) );
		exit;
	}
}
