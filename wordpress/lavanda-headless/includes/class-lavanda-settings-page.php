<?php
/**
 * Settings › Lavanda site: the site's address and the revalidation secret.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings page (Settings API). It also says whether notifications are sent at all, lets an
 * administrator send a test notification, and lists recent failures.
 */
final class Lavanda_Settings_Page {

	const SLUG        = 'lavanda-headless';
	const GROUP       = 'lavanda_headless';
	const TEST_ACTION = 'lavanda_headless_test';

	private Lavanda_Settings $settings;
	private Lavanda_Failure_Log $log;
	private Lavanda_Revalidation_Queue $queue;

	public function __construct( Lavanda_Settings $settings, Lavanda_Failure_Log $log, Lavanda_Revalidation_Queue $queue ) {
		$this->settings = $settings;
		$this->log      = $log;
		$this->queue    = $queue;
	}

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
		add_action( 'admin_post_' . self::TEST_ACTION, array( $this, 'handle_test' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( LAVANDA_HEADLESS_FILE ), array( $this, 'action_links' ) );
	}

	public function add_page(): void {
		add_options_page(
			__( 'Lavanda site', 'lavanda-headless' ),
			__( 'Lavanda site', 'lavanda-headless' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links The plugin's action links.
	 * @return string[]
	 */
	public function action_links( $links ): array {
		$links[] = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ), esc_html__( 'Settings', 'lavanda-headless' ) );
		return $links;
	}

	public function register_settings(): void {
		register_setting(
			self::GROUP,
			Lavanda_Settings::SITE_URL_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => array( $this, 'sanitize_site_url' ),
			)
		);
		register_setting(
			self::GROUP,
			Lavanda_Settings::SECRET_OPTION,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => array( $this, 'sanitize_secret' ),
			)
		);
		add_settings_section( 'lavanda_headless_site', __( 'The site', 'lavanda-headless' ), '__return_false', self::SLUG );
		add_settings_field( Lavanda_Settings::SITE_URL_OPTION, __( 'Site address', 'lavanda-headless' ), array( $this, 'render_site_url_field' ), self::SLUG, 'lavanda_headless_site', array( 'label_for' => Lavanda_Settings::SITE_URL_OPTION ) );
		add_settings_field( Lavanda_Settings::SECRET_OPTION, __( 'Revalidation secret', 'lavanda-headless' ), array( $this, 'render_secret_field' ), self::SLUG, 'lavanda_headless_site', array( 'label_for' => Lavanda_Settings::SECRET_OPTION ) );
	}

	/**
	 * Keeps the saved address unless the new one is a valid http(s) address ('' clears it).
	 *
	 * @param mixed $value The submitted value (null when the field was not submitted).
	 */
	public function sanitize_site_url( $value ): string {
		$saved = (string) get_option( Lavanda_Settings::SITE_URL_OPTION, '' );
		if ( null === $value || $this->settings->site_url_from_constant() ) {
			return $saved; // Read-only: wp-config.php decides.
		}
		$value = trim( sanitize_text_field( (string) $value ) );
		if ( '' === $value ) {
			return '';
		}
		$url = untrailingslashit( esc_url_raw( $value, array( 'http', 'https' ) ) );
		if ( ! Lavanda_Settings::is_valid_site_url( $url ) ) {
			add_settings_error( Lavanda_Settings::SITE_URL_OPTION, 'lavanda-invalid-url', __( 'The site address must be an http:// or https:// address without a query, e.g. https://news.example.com. The previous address was kept.', 'lavanda-headless' ) );
			return $saved;
		}
		return $url;
	}

	/**
	 * An empty field keeps the saved secret (the page never shows it); a short one is refused.
	 *
	 * @param mixed $value The submitted value.
	 */
	public function sanitize_secret( $value ): string {
		$saved = (string) get_option( Lavanda_Settings::SECRET_OPTION, '' );
		if ( null === $value || $this->settings->secret_from_constant() ) {
			return $saved;
		}
		$value = trim( (string) $value );
		if ( '' === $value ) {
			return $saved;
		}
		if ( strlen( $value ) < Lavanda_Settings::MIN_SECRET_LENGTH || preg_match( '/[\x00-\x1f\x7f]/', $value ) ) {
			/* translators: %d: minimum number of characters. */
			add_settings_error( Lavanda_Settings::SECRET_OPTION, 'lavanda-short-secret', sprintf( __( 'The secret must have at least %d characters (no line breaks), as the site requires. The previous secret was kept.', 'lavanda-headless' ), Lavanda_Settings::MIN_SECRET_LENGTH ) );
			return $saved;
		}
		return $value;
	}

	public function render_site_url_field(): void {
		$from_constant = $this->settings->site_url_from_constant();
		printf(
			'<input type="url" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" placeholder="https://news.example.com" %3$s>',
			esc_attr( Lavanda_Settings::SITE_URL_OPTION ),
			esc_attr( $this->settings->site_url() ),
			$from_constant ? 'readonly disabled' : ''
		);
		echo '<p class="description">';
		if ( $from_constant ) {
			esc_html_e( 'Set by LAVANDA_SITE_URL in wp-config.php.', 'lavanda-headless' );
		} else {
			esc_html_e( 'Where the Next.js site runs. Changes are sent to this address + /api/revalidate/.', 'lavanda-headless' );
		}
		echo '</p>';
	}

	public function render_secret_field(): void {
		$from_constant = $this->settings->secret_from_constant();
		$hint          = $this->settings->secret_hint();
		printf(
			'<input type="password" class="regular-text code" id="%1$s" name="%1$s" value="" autocomplete="new-password" placeholder="%2$s" %3$s>',
			esc_attr( Lavanda_Settings::SECRET_OPTION ),
			esc_attr( '' !== $hint ? $hint : '' ),
			$from_constant ? 'readonly disabled' : ''
		);
		echo '<p class="description">';
		if ( $from_constant ) {
			esc_html_e( 'Set by LAVANDA_REVALIDATE_SECRET in wp-config.php.', 'lavanda-headless' );
		} elseif ( '' !== $hint ) {
			/* translators: %s: the secret's last characters, e.g. "…ab12". */
			echo esc_html( sprintf( __( 'A secret ending in %s is saved; leave the field empty to keep it.', 'lavanda-headless' ), $hint ) );
		} else {
			esc_html_e( 'The same value as REVALIDATE_SECRET in the site\'s environment, 16 characters or more.', 'lavanda-headless' );
		}
		echo '</p>';
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Lavanda site', 'lavanda-headless' ) . '</h1>';
		$this->render_test_result();
		$problem = $this->settings->problem();
		if ( null === $problem ) {
			printf(
				'<div class="notice notice-success inline"><p>%s <code>%s</code></p></div>',
				esc_html__( 'Revalidation is configured: changes to posts, pages, terms, menus and site options are sent to', 'lavanda-headless' ),
				esc_html( $this->settings->revalidate_endpoint() )
			);
		} else {
			printf(
				'<div class="notice notice-warning inline"><p><strong>%s</strong> %s %s</p></div>',
				esc_html__( 'Revalidation is not configured: nothing is sent to the site.', 'lavanda-headless' ),
				esc_html( $problem ),
				esc_html__( 'Set both fields below, or define LAVANDA_SITE_URL and LAVANDA_REVALIDATE_SECRET in wp-config.php. Until then the site shows changes after its REVALIDATE_SECONDS.', 'lavanda-headless' )
			);
		}
		echo '<form method="post" action="options.php">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form>';

		if ( null === $problem ) {
			echo '<h2>' . esc_html__( 'Test', 'lavanda-headless' ) . '</h2>';
			printf( '<form method="post" action="%s">', esc_url( admin_url( 'admin-post.php' ) ) );
			echo '<input type="hidden" name="action" value="' . esc_attr( self::TEST_ACTION ) . '">';
			wp_nonce_field( self::TEST_ACTION );
			submit_button( __( 'Send a site-wide change now', 'lavanda-headless' ), 'secondary', 'submit', false );
			echo '</form>';
		}

		if ( $this->log->entries() ) {
			echo '<h2>' . esc_html__( 'Recent failures', 'lavanda-headless' ) . '</h2>';
			$this->log->render_entries( Lavanda_Failure_Log::KEEP );
		}
		$this->render_overview();
		echo '</div>';
	}

	/**
	 * What else the plugin provides, and whether it is in effect on this WordPress.
	 */
	private function render_overview(): void {
		$status = Lavanda_Status_Endpoint::status( $this->settings );
		echo '<h2>' . esc_html__( 'What this plugin provides', 'lavanda-headless' ) . '</h2><ul>';
		foreach ( $status['menuLocations'] as $location => $assigned ) {
			printf(
				'<li>%s <code>%s</code>: %s</li>',
				esc_html__( 'Menu location', 'lavanda-headless' ),
				esc_html( $location ),
				$assigned
					? esc_html__( 'a menu is assigned.', 'lavanda-headless' )
					: sprintf( '%s <a href="%s">%s</a>', esc_html__( 'no menu assigned; the site shows no menu there.', 'lavanda-headless' ), esc_url( admin_url( 'nav-menus.php?action=locations' ) ), esc_html__( 'Assign one', 'lavanda-headless' ) )
			);
		}
		printf( '<li>%s %s</li>', esc_html__( 'Content model (SCF/ACF field groups and the Site Options page):', 'lavanda-headless' ), esc_html( $status['contentModel'] ) );
		printf( '<li>%s %s</li>', esc_html__( 'Offset pagination for WPGraphQL:', 'lavanda-headless' ), esc_html( $status['offsetPagination'] ) );
		printf( '<li>%s <code>%s</code></li></ul>', esc_html__( 'Status for the site:', 'lavanda-headless' ), esc_html( rest_url( Lavanda_Public_Route::REST_NAMESPACE . Lavanda_Status_Endpoint::ROUTE ) ) );
	}

	/**
	 * Sends `{}` at once and reports the answer on the settings page.
	 */
	public function handle_test(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'lavanda-headless' ), 403 );
		}
		check_admin_referer( self::TEST_ACTION );
		$error = $this->settings->is_configured() ? $this->queue->send( array() ) : $this->settings->problem();
		set_transient( self::TEST_ACTION . '_' . get_current_user_id(), null === $error ? 'ok' : $error, 60 );
		wp_safe_redirect( admin_url( 'options-general.php?page=' . self::SLUG ) );
		exit;
	}

	private function render_test_result(): void {
		$key    = self::TEST_ACTION . '_' . get_current_user_id();
		$result = get_transient( $key );
		if ( false === $result ) {
			return;
		}
		delete_transient( $key );
		if ( 'ok' === $result ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'The site accepted the test notification.', 'lavanda-headless' ) . '</p></div>';
			return;
		}
		/* translators: %s: the error. */
		echo '<div class="notice notice-error"><p>' . esc_html( sprintf( __( 'The test notification failed: %s', 'lavanda-headless' ), (string) $result ) ) . '</p></div>';
	}
}
